CREATE TABLE "mixes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mixes_quantity_check" CHECK ("mixes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mix_template_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mix_template_items_quantity_check" CHECK ("mix_template_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mix_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type_name" text DEFAULT 'blend' NOT NULL,
	"observation" text DEFAULT '' NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"fat_percentage" integer DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mix_templates_type_check" CHECK ("mix_templates"."type_name" = 'blend'),
	CONSTRAINT "mix_templates_name_check" CHECK (char_length("mix_templates"."name") <= 30),
	CONSTRAINT "mix_templates_observation_check" CHECK (char_length("mix_templates"."observation") <= 140),
	CONSTRAINT "mix_templates_fat_check" CHECK ("mix_templates"."fat_percentage" BETWEEN 0 AND 100),
	CONSTRAINT "mix_templates_completed_check" CHECK ("mix_templates"."complete" = ("mix_templates"."completed_at" IS NOT NULL))
);
--> statement-breakpoint
-- Before mixes existed no storefront wrote a mix id (the API took free text): none names a mix.
ALTER TABLE "line_items" ALTER COLUMN "mix_id" SET DATA TYPE integer USING NULL;--> statement-breakpoint
ALTER TABLE "mixes" ADD CONSTRAINT "mixes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixes" ADD CONSTRAINT "mixes_template_id_mix_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mix_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mix_template_items" ADD CONSTRAINT "mix_template_items_template_id_mix_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mix_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mix_template_items" ADD CONSTRAINT "mix_template_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mix_templates" ADD CONSTRAINT "mix_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mixes_order_template_idx" ON "mixes" USING btree ("order_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mix_template_items_template_variant_idx" ON "mix_template_items" USING btree ("template_id","variant_id");--> statement-breakpoint
CREATE INDEX "mix_templates_user_idx" ON "mix_templates" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_mix_id_mixes_id_fk" FOREIGN KEY ("mix_id") REFERENCES "public"."mixes"("id") ON DELETE cascade ON UPDATE no action;