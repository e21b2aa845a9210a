CREATE TABLE "calendar_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"source" text NOT NULL,
	"calendar_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"uid" text,
	"summary" text,
	"reservation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_dates_check" CHECK ("calendar_blocks"."end_date" > "calendar_blocks"."start_date"),
	CONSTRAINT "calendar_blocks_source_check" CHECK ("calendar_blocks"."source" in ('owner', 'import')),
	CONSTRAINT "calendar_blocks_calendar_check" CHECK (("calendar_blocks"."source" = 'import') = ("calendar_blocks"."calendar_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "external_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"url_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"failure_notified_at" timestamp with time zone,
	"last_event_count" integer,
	"sync_claim" uuid,
	"sync_claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "ical_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_blocks_calendar_idx" ON "calendar_blocks" USING btree ("calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "external_calendars_url_key_unique" ON "external_calendars" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "external_calendars_hotel_idx" ON "external_calendars" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "external_calendars_due_idx" ON "external_calendars" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_ical_token_unique" ON "hotels" USING btree ("ical_token");