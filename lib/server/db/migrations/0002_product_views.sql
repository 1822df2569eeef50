CREATE TABLE "product_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor" text NOT NULL,
	"variant_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_views_visitor_variant_idx" ON "product_views" USING btree ("visitor","variant_id");--> statement-breakpoint
CREATE INDEX "product_views_visitor_viewed_idx" ON "product_views" USING btree ("visitor","viewed_at");