ALTER TABLE "promotion_usages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "promotion_usages" ADD COLUMN "amount" numeric(12, 2);--> statement-breakpoint
UPDATE "promotion_usages" u SET "kind" = p."kind", "amount" = p."amount" FROM "promotions" p WHERE p."id" = u."promotion_id";--> statement-breakpoint
ALTER TABLE "promotion_usages" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_usages" ALTER COLUMN "amount" SET NOT NULL;
