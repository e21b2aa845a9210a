ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offline_payment_method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offline_payment_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rate_price" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_override_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_check" CHECK ("bookings"."source" in ('web', 'phone', 'walk-in', 'quote'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offline_payment_check" CHECK ("bookings"."offline_payment_method" is null or "bookings"."offline_payment_method" in ('cash', 'bank-transfer', 'upi'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_override_check" CHECK (("bookings"."rate_price" is null) = ("bookings"."price_override_reason" is null));