CREATE TABLE "storefront_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "storefront_version_single_row" CHECK ("storefront_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "storefront_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Raised in the writing transaction, so a reader never sees new data under an old version.
CREATE FUNCTION "raise_storefront_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "storefront_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();
--> statement-breakpoint
CREATE TRIGGER "product_images_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();
--> statement-breakpoint
CREATE TRIGGER "product_types_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_types" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();
--> statement-breakpoint
CREATE TRIGGER "sub_categories_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();
--> statement-breakpoint
CREATE TRIGGER "topic_categories_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topic_categories" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();
--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();
--> statement-breakpoint
CREATE TRIGGER "product_topic_categories_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_topic_categories" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_settings_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();
