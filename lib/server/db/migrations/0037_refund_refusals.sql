DROP INDEX CONCURRENTLY IF EXISTS "refunds_unconfirmed_idx";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refusal" text;--> statement-breakpoint
CREATE INDEX CONCURRENTLY "refunds_unconfirmed_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."confirmed_at" is null and "refunds"."refused_at" is null;