CREATE TABLE "booking_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "booking_history_kind_check" CHECK ("booking_history"."kind" in ('arrived', 'departed', 'no-show', 'note', 'dates'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "stay_status" text;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_stay_status_check" CHECK ("bookings"."stay_status" is null or "bookings"."stay_status" in ('arrived', 'departed', 'no-show'));