CREATE TABLE "line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(14, 6) NOT NULL,
	"mix_id" text,
	"portioning_size" integer,
	"observation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_items_quantity_check" CHECK ("line_items"."quantity" > 0),
	CONSTRAINT "line_items_observation_check" CHECK (char_length("line_items"."observation") <= 99)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"token" text NOT NULL,
	"user_id" integer,
	"email" text,
	"state" text DEFAULT 'cart' NOT NULL,
	"item_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"ship_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"adjustment_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"channel" text DEFAULT 'spree' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_items_order_idx" ON "line_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_items_order_variant_idx" ON "line_items" USING btree ("order_id","variant_id") WHERE "line_items"."mix_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "line_items_order_mix_variant_idx" ON "line_items" USING btree ("order_id","mix_id","variant_id") WHERE "line_items"."mix_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_open_idx" ON "orders" USING btree ("user_id") WHERE "orders"."user_id" is not null and "orders"."state" in ('cart', 'address', 'delivery', 'payment', 'confirm');--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");