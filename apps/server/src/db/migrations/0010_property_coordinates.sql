ALTER TABLE "hotels" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_coordinates_check" CHECK (("hotels"."latitude" is null and "hotels"."longitude" is null) or ("hotels"."latitude" between -90 and 90 and "hotels"."longitude" between -180 and 180));