ALTER TABLE "products" ADD COLUMN "fits_in_envelope" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ride_along_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ride_along_issue" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ride_along_subscription_id_subscriptions_id_fk" FOREIGN KEY ("ride_along_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_ride_along_issue_idx" ON "orders" USING btree ("ride_along_issue");