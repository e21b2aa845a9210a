DROP INDEX "refunds_booking_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_payment_unique" ON "refunds" USING btree ("booking_id","razorpay_payment_id");