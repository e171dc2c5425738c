DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin (lower("title" || chr(1) || "sku" || chr(1) || coalesce("meta_description", '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);