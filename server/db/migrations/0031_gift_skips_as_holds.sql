ALTER TABLE "mail_club_gifts" DROP CONSTRAINT "mail_club_gifts_skips_check";--> statement-breakpoint
ALTER TABLE "mail_club_holds" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_club_holds" ADD COLUMN "gift_id" integer;--> statement-breakpoint
ALTER TABLE "mail_club_holds" ADD CONSTRAINT "mail_club_holds_gift_id_mail_club_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."mail_club_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_club_holds_gift_idx" ON "mail_club_holds" USING btree ("gift_id","created_at");--> statement-breakpoint
-- Each skip a gift's recipient made becomes a hold row of the gift, in the order they were made.
INSERT INTO "mail_club_holds" ("gift_id", "kind", "first_issue", "issue_count", "created_at")
SELECT "mail_club_gifts"."id", 'skip', "skip"."month", 1, "mail_club_gifts"."updated_at"
FROM "mail_club_gifts", unnest("mail_club_gifts"."skipped_issues") WITH ORDINALITY AS "skip"("month", "position")
ORDER BY "mail_club_gifts"."id", "skip"."position";--> statement-breakpoint
ALTER TABLE "mail_club_gifts" DROP COLUMN "skipped_issues";--> statement-breakpoint
ALTER TABLE "mail_club_holds" ADD CONSTRAINT "mail_club_holds_one_kind" CHECK (num_nonnulls("mail_club_holds"."subscription_id", "mail_club_holds"."gift_id") = 1);--> statement-breakpoint
ALTER TABLE "mail_club_holds" ADD CONSTRAINT "mail_club_holds_gift_skip" CHECK ("mail_club_holds"."gift_id" is null or ("mail_club_holds"."kind" = 'skip' and "mail_club_holds"."issue_count" = 1));