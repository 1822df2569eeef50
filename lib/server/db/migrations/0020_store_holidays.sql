CREATE TABLE "delivery_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" integer NOT NULL,
	"start_hour" integer NOT NULL,
	"end_hour" integer NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_windows_hours_check" CHECK ("delivery_windows"."weekday" between 0 and 6 and "delivery_windows"."start_hour" >= 0 and "delivery_windows"."end_hour" <= 24 and "delivery_windows"."start_hour" < "delivery_windows"."end_hour"),
	CONSTRAINT "delivery_windows_capacity_check" CHECK ("delivery_windows"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_holidays_day_unique" UNIQUE("day")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_windows_weekday_hours_idx" ON "delivery_windows" USING btree ("weekday","start_hour","end_hour");