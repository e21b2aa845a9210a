CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"thumbnail_image_url" text NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"publish_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"adult_count" smallint NOT NULL,
	"child_count" smallint DEFAULT 0 NOT NULL,
	"infant_count" smallint DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"total_cost" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"provider" text NOT NULL,
	"razorpay_order_id" text NOT NULL,
	"razorpay_payment_id" text,
	"razorpay_signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_adults_check" CHECK ("bookings"."adult_count" between 1 and 20),
	CONSTRAINT "bookings_children_check" CHECK ("bookings"."child_count" between 0 and 20),
	CONSTRAINT "bookings_infants_check" CHECK ("bookings"."infant_count" between 0 and 20),
	CONSTRAINT "bookings_total_check" CHECK ("bookings"."total_cost" >= 100),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('held', 'confirmed', 'expired', 'failed', 'refund_required', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "carousel_slides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_url" text NOT NULL,
	"featured_text" text NOT NULL,
	"button_link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_type" text NOT NULL,
	"amount" integer NOT NULL,
	"coupon_code" text NOT NULL,
	"coupon_message" text DEFAULT '' NOT NULL,
	"min_nights" integer DEFAULT 0 NOT NULL,
	"expiry_date" date,
	"never_expires" boolean DEFAULT false NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."coupon_type" in ('Percentage', 'Direct Money Off')),
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount" >= 1 and ("coupons"."coupon_type" <> 'Percentage' or "coupons"."amount" <= 100)),
	CONSTRAINT "coupons_min_nights_check" CHECK ("coupons"."min_nights" >= 0),
	CONSTRAINT "coupons_expiry_check" CHECK (("coupons"."never_expires" and "coupons"."expiry_date" is null) or (not "coupons"."never_expires" and "coupons"."expiry_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"illustration_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"price_per_night" integer NOT NULL,
	"adult_count" integer NOT NULL,
	"child_count" integer NOT NULL,
	"star_rating" smallint NOT NULL,
	"facilities" text[] NOT NULL,
	"amenities" text[] NOT NULL,
	"image_urls" text[] NOT NULL,
	"bookingdotcom" text,
	"airbnb" text,
	"makemytrip" text,
	"google_travels" text,
	"agoda" text,
	"search_text" text GENERATED ALWAYS AS (lower("hotels"."name" || ' ' || "hotels"."city" || ' ' || "hotels"."country")) STORED,
	"reviews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "hotels_price_check" CHECK ("hotels"."price_per_night" >= 1),
	CONSTRAINT "hotels_adult_count_check" CHECK ("hotels"."adult_count" >= 1),
	CONSTRAINT "hotels_child_count_check" CHECK ("hotels"."child_count" >= 0),
	CONSTRAINT "hotels_star_rating_check" CHECK ("hotels"."star_rating" between 1 and 5),
	CONSTRAINT "hotels_images_check" CHECK (cardinality("hotels"."image_urls") between 1 and 6),
	CONSTRAINT "hotels_facilities_check" CHECK (cardinality("hotels"."facilities") >= 1),
	CONSTRAINT "hotels_amenities_check" CHECK (cardinality("hotels"."amenities") >= 1)
);
--> statement-breakpoint
CREATE TABLE "listing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"property_name" text NOT NULL,
	"property_location" text NOT NULL,
	"property_type" text NOT NULL,
	"rooms" integer,
	"hear_about" text NOT NULL,
	"photos_link" text,
	"property_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_requests_rooms_check" CHECK ("listing_requests"."rooms" is null or "listing_requests"."rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"bookingdotcom" text,
	"airbnb" text,
	"makemytrip" text,
	"google_travel" text,
	"agoda" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_singleton" CHECK ("ratings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower(btrim("users"."email")))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_requests" ADD CONSTRAINT "listing_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_publish_date_idx" ON "blogs" USING btree ("publish_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_order_id_unique" ON "bookings" USING btree ("razorpay_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_id_unique" ON "bookings" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hotel_idx" ON "bookings" USING btree ("hotel_id","check_in");--> statement-breakpoint
CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "bookings_held_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (lower("coupon_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_name_unique" ON "destinations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "hotels_created_at_idx" ON "hotels" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "hotels"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "hotels_star_rating_idx" ON "hotels" USING btree ("star_rating" DESC NULLS LAST,"id") WHERE "hotels"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "hotels_price_idx" ON "hotels" USING btree ("price_per_night","id") WHERE "hotels"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "hotels_facilities_idx" ON "hotels" USING gin ("facilities");--> statement-breakpoint
CREATE INDEX "hotels_amenities_idx" ON "hotels" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "listing_requests_created_at_idx" ON "listing_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");