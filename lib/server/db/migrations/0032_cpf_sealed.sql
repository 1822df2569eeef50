ALTER TABLE "users" ADD COLUMN "cpf_digest" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpf_sealed" text;--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "users_cpf_digest_idx" ON "users" USING btree ("cpf_digest");