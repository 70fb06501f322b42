CREATE TABLE "bonus_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"rule_id" integer NOT NULL,
	"trigger" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"status" varchar(12) NOT NULL,
	"source_payment_id" bigint,
	"account_id" bigint,
	"credit_transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_grants_status" CHECK ("bonus_grants"."status" IN ('active', 'completed', 'expired')),
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."amount" > 0 AND "bonus_grants"."wagering_required" >= 0 AND "bonus_grants"."wagered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_rule_limits" (
	"rule_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	CONSTRAINT "bonus_rule_limits_pk" PRIMARY KEY("rule_id","currency"),
	CONSTRAINT "bonus_rule_limits_amounts" CHECK ("bonus_rule_limits"."max_bonus" > 0 AND "bonus_rule_limits"."min_deposit" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"trigger" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"percent" integer NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bonus_rules_trigger" CHECK ("bonus_rules"."trigger" IN ('first_deposit')),
	CONSTRAINT "bonus_rules_kind" CHECK ("bonus_rules"."kind" IN ('sport', 'casino')),
	CONSTRAINT "bonus_rules_percent" CHECK ("bonus_rules"."percent" BETWEEN 1 AND 1000),
	CONSTRAINT "bonus_rules_wagering" CHECK ("bonus_rules"."wagering_multiplier" BETWEEN 0 AND 1000),
	CONSTRAINT "bonus_rules_validity" CHECK ("bonus_rules"."validity_days" BETWEEN 1 AND 3650)
);
--> statement-breakpoint
CREATE TABLE "bonus_wagers" (
	"grant_id" integer NOT NULL,
	"transfer_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_wagers_pk" PRIMARY KEY("grant_id","transfer_id"),
	CONSTRAINT "bonus_wagers_amount" CHECK ("bonus_wagers"."amount" > 0)
);
--> statement-breakpoint
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
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_rule_id_bonus_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."bonus_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_rule_limits" ADD CONSTRAINT "bonus_rule_limits_rule_id_bonus_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."bonus_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_wagers" ADD CONSTRAINT "bonus_wagers_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_keys" ADD CONSTRAINT "payment_request_keys_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_once" ON "bonus_grants" USING btree ("user_id","trigger");--> statement-breakpoint
CREATE INDEX "bonus_grants_user" ON "bonus_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bonus_grants_uncredited" ON "bonus_grants" USING btree ("id") WHERE "bonus_grants"."credit_transfer_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_rules_trigger_kind" ON "bonus_rules" USING btree ("trigger","kind");--> statement-breakpoint
CREATE INDEX "demo_provider_webhooks_undelivered" ON "demo_provider_webhooks" USING btree ("created_at") WHERE "demo_provider_webhooks"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_provider_events_unprocessed" ON "payment_provider_events" USING btree ("received_at") WHERE "payment_provider_events"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_provider_events_received_at" ON "payment_provider_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payment_request_keys_expires_at" ON "payment_request_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payments_user_created" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open" ON "payments" USING btree ("kind","status") WHERE "payments"."completed_at" IS NULL;--> statement-breakpoint

-- A payment's facts never change, and a final status (success, fail, cancel) is final: whatever a
-- late or replayed provider event or a second operator command asks, the database refuses it too.
CREATE FUNCTION payments_keep_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id <> OLD.user_id OR NEW.account_id <> OLD.account_id OR NEW.kind <> OLD.kind
     OR NEW.currency <> OLD.currency OR NEW.amount <> OLD.amount THEN
    RAISE EXCEPTION 'payment %: its account, kind and amount never change', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status IN ('success', 'fail', 'cancel') AND NEW.status IS DISTINCT FROM OLD.status THEN
    RAISE EXCEPTION 'payment % is % for good', OLD.id, OLD.status USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_keep_final BEFORE UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_keep_final();
