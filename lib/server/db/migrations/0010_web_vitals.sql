CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"name" text NOT NULL,
	"value" real NOT NULL,
	"rating" text,
	"connection" text,
	"release" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_recorded_idx" ON "web_vitals" USING btree ("recorded_at");