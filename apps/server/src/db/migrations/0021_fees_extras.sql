CREATE TABLE "hotel_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"basis" text NOT NULL,
	"tax_rate_percent" smallint NOT NULL,
	"sac" text NOT NULL,
	"max_quantity" smallint,
	"refundable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "hotel_extras_price_check" CHECK ("hotel_extras"."price_paise" >= 1),
	CONSTRAINT "hotel_extras_basis_check" CHECK ("hotel_extras"."basis" in ('perStay', 'perNight', 'perGuestPerNight')),
	CONSTRAINT "hotel_extras_rate_check" CHECK ("hotel_extras"."tax_rate_percent" in (0, 5, 18)),
	CONSTRAINT "hotel_extras_max_quantity_check" CHECK ("hotel_extras"."max_quantity" is null or "hotel_extras"."max_quantity" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "charges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "cleaning_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_extras" ADD CONSTRAINT "hotel_extras_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_extras_hotel_idx" ON "hotel_extras" USING btree ("hotel_id","created_at");--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_cleaning_fee_check" CHECK ("hotels"."cleaning_fee_paise" >= 0);