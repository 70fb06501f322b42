CREATE TABLE "demo_provider_payments" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"reference" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"merchant_payment_id" bigint NOT NULL,
	"method" varchar(32) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"return_urls" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_provider_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "demo_provider_payments_merchant" UNIQUE("kind","merchant_payment_id"),
	CONSTRAINT "demo_provider_payments_kind" CHECK ("demo_provider_payments"."kind" IN ('payment', 'payout')),
	CONSTRAINT "demo_provider_payments_status" CHECK ("demo_provider_payments"."status" IN ('open', 'success', 'fail', 'pending', 'cancel'))
);
--> statement-breakpoint
CREATE TABLE "demo_provider_webhooks" (
	"event_id" varchar(64) PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"provider" varchar(32) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"event_type" varchar(64) NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" varchar(32),
	CONSTRAINT "payment_provider_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_request_keys" (
	"user_id" bigint NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"payment_id" bigint,
	"refusal" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_request_keys_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "payment_request_keys_outcome" CHECK ("payment_request_keys"."payment_id" IS NULL OR "payment_request_keys"."refusal" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"method" varchar(32) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_reference" varchar(128),
	"checkout_url" varchar(2048),
	"details" jsonb,
	"language" char(2) NOT NULL,
	"hold_transfer_id" bigint,
	"settlement_transfer_id" bigint,
	"failure_reason" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" IN ('deposit', 'withdrawal')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('created', 'pending', 'processing', 'success', 'fail', 'cancel')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_final_completed" CHECK (("payments"."status" IN ('success', 'fail', 'cancel')) = ("payments"."completed_at" IS NOT NULL)),
	CONSTRAINT "payments_success_settled" CHECK ("payments"."status" <> 'success' OR "payments"."settlement_transfer_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "payment_request_keys" ADD CONSTRAINT "payment_request_keys_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_provider_webhooks_undelivered" ON "demo_provider_webhooks" USING btree ("created_at") WHERE "demo_provider_webhooks"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_provider_events_unprocessed" ON "payment_provider_events" USING btree ("received_at") WHERE "payment_provider_events"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_provider_events_received_at" ON "payment_provider_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payment_request_keys_expires_at" ON "payment_request_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payments_user_created" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open" ON "payments" USING btree ("kind","status") WHERE "payments"."completed_at" IS NULL;