ALTER TABLE "bookings" ADD COLUMN "balance_reminded_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_overdue_alerted_at" timestamp with time zone;