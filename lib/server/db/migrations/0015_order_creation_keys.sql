CREATE TABLE "order_creation_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"order_id" integer,
	"created" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_creation_keys" ADD CONSTRAINT "order_creation_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;