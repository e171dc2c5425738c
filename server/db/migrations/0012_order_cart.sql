ALTER TABLE "orders" ADD COLUMN "cart_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_cart_status_idx" ON "orders" USING btree ("cart_id","status");