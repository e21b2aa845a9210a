DROP INDEX "tax_documents_booking_unique";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_replaces_id_tax_documents_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_replaces_unique" ON "tax_documents" USING btree ("replaces_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_booking_unique" ON "tax_documents" USING btree ("booking_id") WHERE "tax_documents"."kind" <> 'creditNote' and "tax_documents"."replaces_id" is null;