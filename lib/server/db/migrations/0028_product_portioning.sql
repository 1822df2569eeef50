ALTER TABLE "products" ADD COLUMN "portioning" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "portioning_sizes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_portioning_check" CHECK ("products"."portioning" IN ('any', 'sizes', 'none'));