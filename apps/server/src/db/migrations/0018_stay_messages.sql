CREATE TABLE "hotel_arrival_notes" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"check_in_instructions" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_request_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"cleanliness" smallint,
	"accuracy" smallint,
	"check_in" smallint,
	"communication" smallint,
	"location" smallint,
	"value" smallint,
	"text" text NOT NULL,
	"first_name" text NOT NULL,
	"stay_month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "reviews_ratings_check" CHECK ("reviews"."rating" between 1 and 5 and coalesce("reviews"."cleanliness", 1) between 1 and 5 and coalesce("reviews"."accuracy", 1) between 1 and 5 and coalesce("reviews"."check_in", 1) between 1 and 5 and coalesce("reviews"."communication", 1) between 1 and 5 and coalesce("reviews"."location", 1) between 1 and 5 and coalesce("reviews"."value", 1) between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_arrival_notes" ADD CONSTRAINT "hotel_arrival_notes_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_unique" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_hotel_idx" ON "reviews" USING btree ("hotel_id","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_stay_message_unique" ON "outbox_messages" USING btree ("booking_id","kind") WHERE "outbox_messages"."kind" like 'stay_%';