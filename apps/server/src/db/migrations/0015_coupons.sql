CREATE TABLE "coupon_handled_events" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"handled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_legs" (
	"coupon_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"selection_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"coef" integer NOT NULL,
	"banker" boolean DEFAULT false NOT NULL,
	"block_id" smallint,
	"is_live" boolean NOT NULL,
	"names" jsonb NOT NULL,
	"status_id" smallint DEFAULT -1 NOT NULL,
	"result" jsonb,
	"voided_by_cancel" boolean DEFAULT false NOT NULL,
	CONSTRAINT "coupon_legs_pk" PRIMARY KEY("coupon_id","position"),
	CONSTRAINT "coupon_legs_selection" UNIQUE("coupon_id","selection_id"),
	CONSTRAINT "coupon_legs_position" CHECK ("coupon_legs"."position" >= 0),
	CONSTRAINT "coupon_legs_coef" CHECK ("coupon_legs"."coef" > 1000),
	CONSTRAINT "coupon_legs_status" CHECK ("coupon_legs"."status_id" BETWEEN -2 AND 6),
	CONSTRAINT "coupon_legs_block" CHECK ("coupon_legs"."block_id" IS NULL OR "coupon_legs"."block_id" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_request_keys" (
	"user_id" bigint NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"coupon_ids" jsonb,
	"refusal" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_request_keys_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "coupon_request_keys_outcome" CHECK ("coupon_request_keys"."coupon_ids" IS NULL OR "coupon_request_keys"."refusal" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"type_id" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"amount_by_block_id" jsonb,
	"system_value" smallint,
	"anti_express_coef" integer,
	"change_coef_action" smallint NOT NULL,
	"coef" numeric,
	"potential_win" bigint NOT NULL,
	"status" varchar(12) NOT NULL,
	"payout" bigint,
	"cashout_amount" bigint,
	"stake_transfer_id" bigint NOT NULL,
	"payout_transfer_id" bigint,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	"is_live" boolean NOT NULL,
	"request_key" varchar(255) NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "coupons_stake_transfer" UNIQUE("stake_transfer_id"),
	CONSTRAINT "coupons_type" CHECK ("coupons"."type_id" BETWEEN 0 AND 8),
	CONSTRAINT "coupons_amounts" CHECK ("coupons"."amount" > 0 AND "coupons"."stake" > 0 AND "coupons"."potential_win" >= 0),
	CONSTRAINT "coupons_change_coef_action" CHECK ("coupons"."change_coef_action" BETWEEN 0 AND 2),
	CONSTRAINT "coupons_system_value" CHECK ("coupons"."system_value" IS NULL OR "coupons"."system_value" >= 2),
	CONSTRAINT "coupons_anti_express_coef" CHECK ("coupons"."anti_express_coef" IS NULL OR "coupons"."anti_express_coef" > 1000),
	CONSTRAINT "coupons_status" CHECK ("coupons"."status" IN ('open', 'won', 'lost', 'returned', 'cashed_out')),
	CONSTRAINT "coupons_settled" CHECK (("coupons"."status" = 'open') = ("coupons"."payout" IS NULL) AND ("coupons"."status" = 'open') = ("coupons"."settled_at" IS NULL)),
	CONSTRAINT "coupons_payout" CHECK ("coupons"."payout" IS NULL OR "coupons"."payout" >= 0),
	CONSTRAINT "coupons_payout_transfer" CHECK (("coupons"."payout_transfer_id" IS NOT NULL) = ("coupons"."payout" IS NOT NULL AND "coupons"."payout" > 0)),
	CONSTRAINT "coupons_cashout" CHECK (("coupons"."status" = 'cashed_out') = ("coupons"."cashout_amount" IS NOT NULL) AND ("coupons"."cashout_amount" IS NULL OR "coupons"."cashout_amount" = "coupons"."payout"))
);
--> statement-breakpoint
ALTER TABLE "coupon_legs" ADD CONSTRAINT "coupon_legs_coupon" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_handled_events_handled_at" ON "coupon_handled_events" USING btree ("handled_at");--> statement-breakpoint
CREATE INDEX "coupon_legs_market" ON "coupon_legs" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "coupon_request_keys_expires_at" ON "coupon_request_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "coupons_user_placed" ON "coupons" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "coupons_open" ON "coupons" USING btree ("placed_at") WHERE "coupons"."status" = 'open';