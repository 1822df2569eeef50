ALTER TABLE "order_events" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "route_position" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX CONCURRENTLY "driver_locations_created_idx" ON "driver_locations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX CONCURRENTLY "orders_driver_idx" ON "orders" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY "shipping_rates_window_idx" ON "shipping_rates" USING btree ("window_start");--> statement-breakpoint
-- The one staff kind of before the roles was the shop's manager (lib/rules/staff-roles.ts).
UPDATE "users" SET "role" = 'manager' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'counter', 'driver', 'manager'));