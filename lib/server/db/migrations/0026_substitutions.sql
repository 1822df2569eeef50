ALTER TABLE "users" ADD COLUMN "default_substitution" text DEFAULT 'similar' NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "substitution" text DEFAULT 'similar' NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "substitute_for_id" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_substitute_for_id_line_items_id_fk" FOREIGN KEY ("substitute_for_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_substitution_check" CHECK ("users"."default_substitution" in ('similar', 'none', 'call'));--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_substitution_check" CHECK ("line_items"."substitution" in ('similar', 'none', 'call'));--> statement-breakpoint
CREATE INDEX CONCURRENTLY "line_items_substitute_for_idx" ON "line_items" USING btree ("substitute_for_id") WHERE "line_items"."substitute_for_id" is not null;