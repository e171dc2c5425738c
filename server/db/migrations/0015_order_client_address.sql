ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "orders_client_address_status_idx" ON "orders" USING btree ("client_address","status");