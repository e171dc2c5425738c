ALTER TABLE "rate_limit_events" ADD COLUMN "subject" text;
