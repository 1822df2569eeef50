ALTER TABLE "credit_cards" ADD COLUMN "gateway_card_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gateway_customer_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_token" text;