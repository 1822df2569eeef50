ALTER TABLE "test_gateway_refunds" DROP CONSTRAINT "test_gateway_refunds_idempotency_key_test_gateway_transactions_idempotency_key_fk";
--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;