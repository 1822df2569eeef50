CREATE TABLE "pix_charges" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"br_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_due" numeric(12, 2) DEFAULT '0' NOT NULL,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_pix_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"br_code" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_charges_order_idx" ON "pix_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pix_charges_unpaid_idx" ON "pix_charges" USING btree ("expires_at") WHERE "pix_charges"."paid_at" is null;