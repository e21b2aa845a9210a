ALTER TABLE "hotels" ADD COLUMN "bedrooms" smallint;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "bathrooms" smallint;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "beds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "size_square_metres" integer;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "extra_amenities" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_rooms_check" CHECK ("hotels"."bedrooms" >= 0 and "hotels"."bathrooms" >= 0 and "hotels"."size_square_metres" >= 1);--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_postal_code_check" CHECK ("hotels"."postal_code" ~ '^[1-9][0-9]{5}$');