CREATE TABLE "cooking_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cooking_methods_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"mini_url" text NOT NULL,
	"small_url" text NOT NULL,
	"large_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "option_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"presentation" text NOT NULL,
	CONSTRAINT "option_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"presentation" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_cooking_methods" (
	"product_id" integer NOT NULL,
	"cooking_method_id" integer NOT NULL,
	CONSTRAINT "product_cooking_methods_product_id_cooking_method_id_pk" PRIMARY KEY("product_id","cooking_method_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subdepartment_id" integer NOT NULL,
	"manufacturer_id" integer,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"alcoholic" boolean DEFAULT false NOT NULL,
	"sales_volume" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"video_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subdepartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_option_values" (
	"variant_id" integer NOT NULL,
	"option_value_id" integer NOT NULL,
	CONSTRAINT "variant_option_values_variant_id_option_value_id_pk" PRIMARY KEY("variant_id","option_value_id")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"unit_for_quantity" text NOT NULL,
	"price" numeric(14, 6) NOT NULL,
	"list_price" numeric(14, 6),
	"minimum_quantity" integer NOT NULL,
	"increment_quantity" integer NOT NULL,
	"maximum_quantity" integer NOT NULL,
	"default_quantity" integer NOT NULL,
	"total_on_hand" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variants_slug_unique" UNIQUE("slug"),
	CONSTRAINT "variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "variants_quantities_check" CHECK ("variants"."minimum_quantity" > 0 AND "variants"."increment_quantity" > 0 AND "variants"."maximum_quantity" >= "variants"."minimum_quantity" AND "variants"."default_quantity" BETWEEN "variants"."minimum_quantity" AND "variants"."maximum_quantity"),
	CONSTRAINT "variants_stock_check" CHECK ("variants"."total_on_hand" >= 0),
	CONSTRAINT "variants_price_check" CHECK ("variants"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_values" ADD CONSTRAINT "option_values_option_type_id_option_types_id_fk" FOREIGN KEY ("option_type_id") REFERENCES "public"."option_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cooking_methods" ADD CONSTRAINT "product_cooking_methods_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cooking_methods" ADD CONSTRAINT "product_cooking_methods_cooking_method_id_cooking_methods_id_fk" FOREIGN KEY ("cooking_method_id") REFERENCES "public"."cooking_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subdepartment_id_subdepartments_id_fk" FOREIGN KEY ("subdepartment_id") REFERENCES "public"."subdepartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subdepartments" ADD CONSTRAINT "subdepartments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_option_values" ADD CONSTRAINT "variant_option_values_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_option_values" ADD CONSTRAINT "variant_option_values_option_value_id_option_values_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_variant_idx" ON "images" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "option_values_type_name_idx" ON "option_values" USING btree ("option_type_id","name");--> statement-breakpoint
CREATE INDEX "products_subdepartment_idx" ON "products" USING btree ("subdepartment_id");--> statement-breakpoint
CREATE INDEX "products_sales_volume_idx" ON "products" USING btree ("sales_volume");--> statement-breakpoint
CREATE INDEX "recipes_product_idx" ON "recipes" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subdepartments_department_slug_idx" ON "subdepartments" USING btree ("department_id","slug");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");