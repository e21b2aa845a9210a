DROP INDEX "refunds_booking_payment_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "coupon_terms" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "purpose" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_payment_unique" ON "refunds" USING btree ("booking_id","razorpay_payment_id") WHERE "refunds"."purpose" = 'cancellation';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purpose_check" CHECK ("refunds"."purpose" in ('cancellation', 'change'));