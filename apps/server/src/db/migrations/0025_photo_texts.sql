ALTER TABLE "hotels" DROP CONSTRAINT "hotels_images_check";--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "image_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_images_check" CHECK (cardinality("hotels"."image_urls") between 1 and 30);