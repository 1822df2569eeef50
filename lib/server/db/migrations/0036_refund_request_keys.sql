ALTER TABLE "refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "refunds_request_key_idx" ON "refunds" USING btree ("order_id","request_key");