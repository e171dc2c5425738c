CREATE TYPE "public"."subscription_cancel_reason" AS ENUM('too_expensive', 'too_much_mail', 'moving', 'not_expected', 'other');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason" "subscription_cancel_reason";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason_text" text;