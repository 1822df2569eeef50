CREATE TABLE "barbecue_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"meat_share_percent" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "barbecue_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "barbecue_categories_share_check" CHECK ("barbecue_categories"."meat_share_percent" IS NULL OR "barbecue_categories"."meat_share_percent" BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE TABLE "barbecue_option_value_matches" (
	"barbecue_option_value_id" integer NOT NULL,
	"option_value_id" integer NOT NULL,
	CONSTRAINT "barbecue_option_value_matches_barbecue_option_value_id_option_value_id_pk" PRIMARY KEY("barbecue_option_value_id","option_value_id")
);
--> statement-breakpoint
CREATE TABLE "barbecue_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "barbecue_option_values_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "barbecue_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer,
	"role" text NOT NULL,
	"amount" numeric(10, 3) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "barbecue_products_amount_check" CHECK ("barbecue_products"."amount" > 0),
	CONSTRAINT "barbecue_products_role_check" CHECK (("barbecue_products"."category_id" IS NULL) = ("barbecue_products"."role" IN ('fatty', 'lean')))
);
--> statement-breakpoint
ALTER TABLE "barbecue_option_value_matches" ADD CONSTRAINT "barbecue_option_value_matches_barbecue_option_value_id_barbecue_option_values_id_fk" FOREIGN KEY ("barbecue_option_value_id") REFERENCES "public"."barbecue_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barbecue_option_value_matches" ADD CONSTRAINT "barbecue_option_value_matches_option_value_id_option_values_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barbecue_products" ADD CONSTRAINT "barbecue_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barbecue_products" ADD CONSTRAINT "barbecue_products_category_id_barbecue_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."barbecue_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "barbecue_products_product_category_idx" ON "barbecue_products" USING btree ("product_id","category_id");--> statement-breakpoint
CREATE INDEX "barbecue_products_category_idx" ON "barbecue_products" USING btree ("category_id");