ALTER TABLE "download_records" ADD COLUMN "bytes_served" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Downloads counted before bytes were: each sent its whole file.
UPDATE "download_records" AS "record" SET "bytes_served" = "file"."size_bytes" FROM "product_files" AS "file" WHERE "file"."id" = "record"."file_id";
