CREATE TABLE "webhook_deliveries" (
	"provider" text NOT NULL,
	"request_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_provider_request_id_pk" PRIMARY KEY("provider","request_id")
);
