CREATE TYPE "public"."order_kind" AS ENUM('postal', 'digital', 'envelope', 'gift');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" "order_kind" DEFAULT 'postal' NOT NULL;--> statement-breakpoint
-- Orders made before the column: their kind, read once here from what they hold.
UPDATE "orders" SET "kind" = CASE
  WHEN EXISTS (SELECT 1 FROM "mail_club_gifts" WHERE "mail_club_gifts"."order_id" = "orders"."id") THEN 'gift'::"order_kind"
  WHEN "ride_along_subscription_id" IS NOT NULL OR "shipping_method" = 'Mail Club envelope' THEN 'envelope'::"order_kind"
  WHEN "shipping_method" = 'digital' THEN 'digital'::"order_kind"
  ELSE 'postal'::"order_kind"
END;
