CREATE INDEX CONCURRENTLY "products_subdepartment_shop_order_idx" ON "products" USING btree ("subdepartment_id","position","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX CONCURRENTLY "products_subdepartment_best_sellers_idx" ON "products" USING btree ("subdepartment_id","sales_volume" DESC NULLS FIRST,"position") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX CONCURRENTLY "variants_product_position_idx" ON "variants" USING btree ("product_id","position","id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY "line_items_order_covering_idx" ON "line_items" USING btree ("order_id","variant_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "variants_product_idx";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "line_items_order_idx";
