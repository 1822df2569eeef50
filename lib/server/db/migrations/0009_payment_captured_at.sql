ALTER TABLE "payments" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
-- Card payments completed before captures became a job were captured in the staff's request.
UPDATE "payments" SET "captured_at" = "updated_at"
  WHERE "state" = 'completed' AND "credit_card_id" IS NOT NULL;
