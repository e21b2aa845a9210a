ALTER TABLE "bookings" ADD COLUMN "refund_terms" jsonb;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "slug" text GENERATED ALWAYS AS (coalesce(nullif(trim(both '-' from regexp_replace(lower("destinations"."name"), '[^a-z0-9]+', '-', 'g')), ''), "destinations"."id"::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_model" text DEFAULT 'perPerson' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "included_guests" smallint;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "extra_adult_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "extra_child_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "cancellation_policy" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
CREATE INDEX "destinations_slug_idx" ON "destinations" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_price_model_check" CHECK (("hotels"."price_model" = 'perPerson' and "hotels"."included_guests" is null) or ("hotels"."price_model" = 'perProperty' and "hotels"."included_guests" between 1 and 40));--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_extra_prices_check" CHECK ("hotels"."extra_adult_price" >= 0 and "hotels"."extra_child_price" >= 0);--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_cancellation_policy_check" CHECK ("hotels"."cancellation_policy" in ('standard', 'flexible', 'moderate', 'nonRefundable'));