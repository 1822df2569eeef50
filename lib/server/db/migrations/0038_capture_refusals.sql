DROP INDEX CONCURRENTLY IF EXISTS "payments_uncaptured_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_refusal" text;--> statement-breakpoint
CREATE INDEX CONCURRENTLY "payments_uncaptured_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."state" = 'completed' and "payments"."credit_card_id" is not null and "payments"."captured_at" is null and "payments"."capture_refused_at" is null;