CREATE TABLE "store_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_changes" ADD CONSTRAINT "store_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_changes_created_idx" ON "store_changes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "store_changes_entity_idx" ON "store_changes" USING btree ("entity","entity_id");