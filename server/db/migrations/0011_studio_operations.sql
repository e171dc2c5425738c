ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paypal_refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paypalRefundId_unique" UNIQUE("paypal_refund_id");