CREATE TABLE "wallet_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"user_id" bigint,
	"type" smallint,
	"bonus_id" integer,
	"system_role" varchar(16),
	"system_name" varchar(64),
	"currency" varchar(8) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"pending_debits" bigint DEFAULT 0 NOT NULL,
	"pending_credits" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"last_hash" char(64) DEFAULT repeat('0', 64) NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_id_currency" UNIQUE("id","currency"),
	CONSTRAINT "wallet_accounts_owner" CHECK (("wallet_accounts"."user_id" IS NULL) = ("wallet_accounts"."system_role" IS NOT NULL) AND ("wallet_accounts"."user_id" IS NULL) = ("wallet_accounts"."type" IS NULL)),
	CONSTRAINT "wallet_accounts_type" CHECK ("wallet_accounts"."type" IN (0, 4, 9)),
	CONSTRAINT "wallet_accounts_bonus" CHECK (("wallet_accounts"."type" = 4) = ("wallet_accounts"."bonus_id" IS NOT NULL)),
	CONSTRAINT "wallet_accounts_system_role" CHECK ("wallet_accounts"."system_role" IN ('house', 'provider', 'suspense')),
	CONSTRAINT "wallet_accounts_pending" CHECK ("wallet_accounts"."pending_debits" >= 0 AND "wallet_accounts"."pending_credits" >= 0),
	CONSTRAINT "wallet_accounts_player_not_negative" CHECK ("wallet_accounts"."user_id" IS NULL OR ("wallet_accounts"."balance" >= 0 AND "wallet_accounts"."balance" - "wallet_accounts"."pending_debits" >= 0)),
	CONSTRAINT "wallet_accounts_active_open" CHECK (NOT ("wallet_accounts"."is_active" AND "wallet_accounts"."closed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"side" varchar(6) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"pending_debits_before" bigint NOT NULL,
	"pending_debits_after" bigint NOT NULL,
	"pending_credits_before" bigint NOT NULL,
	"pending_credits_after" bigint NOT NULL,
	"account_version" bigint NOT NULL,
	"prev_hash" char(64) NOT NULL,
	CONSTRAINT "wallet_entries_account_version" UNIQUE("account_id","account_version"),
	CONSTRAINT "wallet_entries_transfer_side" UNIQUE("transfer_id","side"),
	CONSTRAINT "wallet_entries_side" CHECK ("wallet_entries"."side" IN ('debit', 'credit')),
	CONSTRAINT "wallet_entries_version" CHECK ("wallet_entries"."account_version" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_handled_events" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_idempotency_keys" (
	"scope" varchar(128) NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_idempotency_keys_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"reason" varchar(32) NOT NULL,
	"pending_id" bigint,
	"reversal_of" bigint,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"reference" varchar(128),
	"created_at" timestamp with time zone NOT NULL,
	"hash" char(64) NOT NULL,
	CONSTRAINT "wallet_transfers_kind" CHECK ("wallet_transfers"."kind" IN ('posted', 'pending', 'post', 'void')),
	CONSTRAINT "wallet_transfers_amount" CHECK ("wallet_transfers"."amount" > 0 AND "wallet_transfers"."amount" <= 1000000000000000),
	CONSTRAINT "wallet_transfers_two_accounts" CHECK ("wallet_transfers"."debit_account_id" <> "wallet_transfers"."credit_account_id"),
	CONSTRAINT "wallet_transfers_resolution" CHECK (("wallet_transfers"."kind" IN ('post', 'void')) = ("wallet_transfers"."pending_id" IS NOT NULL)),
	CONSTRAINT "wallet_transfers_expiry" CHECK (("wallet_transfers"."kind" = 'pending') = ("wallet_transfers"."expires_at" IS NOT NULL)),
	CONSTRAINT "wallet_transfers_reversal" CHECK ("wallet_transfers"."reversal_of" IS NULL OR "wallet_transfers"."kind" = 'posted')
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_pending_id_wallet_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_reversal_of_wallet_transfers_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_debit_account" FOREIGN KEY ("debit_account_id","currency") REFERENCES "public"."wallet_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_credit_account" FOREIGN KEY ("credit_account_id","currency") REFERENCES "public"."wallet_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_money_currency" ON "wallet_accounts" USING btree ("user_id","currency") WHERE "wallet_accounts"."type" IN (0, 9);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_one_main" ON "wallet_accounts" USING btree ("user_id") WHERE "wallet_accounts"."type" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_one_active" ON "wallet_accounts" USING btree ("user_id") WHERE "wallet_accounts"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_bonus_once" ON "wallet_accounts" USING btree ("user_id","bonus_id") WHERE "wallet_accounts"."type" = 4;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_system" ON "wallet_accounts" USING btree ("system_role","currency","system_name") WHERE "wallet_accounts"."system_role" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_idempotency_keys_expires_at" ON "wallet_idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_resolved_once" ON "wallet_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_reversed_once" ON "wallet_transfers" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "wallet_transfers_pending_expiry" ON "wallet_transfers" USING btree ("expires_at") WHERE "wallet_transfers"."kind" = 'pending';--> statement-breakpoint
CREATE INDEX "wallet_transfers_reference" ON "wallet_transfers" USING btree ("reference");