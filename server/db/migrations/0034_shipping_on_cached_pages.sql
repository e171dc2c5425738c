-- The shipping page shows the zones, methods and prices: they are on cached pages too (decision 007).
CREATE TRIGGER "shipping_zones_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zones" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();--> statement-breakpoint
CREATE TRIGGER "shipping_methods_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_methods" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();--> statement-breakpoint
CREATE TRIGGER "shipping_rates_raise_storefront_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_rates" FOR EACH STATEMENT EXECUTE FUNCTION "raise_storefront_version"();
