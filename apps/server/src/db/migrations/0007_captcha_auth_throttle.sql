CREATE TABLE "auth_failures" (
	"key" varchar(400) NOT NULL,
	"scope" varchar(16) NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auth_failures_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "auth_failures_scope" CHECK ("auth_failures"."scope" IN ('sign-in', 'code', 'code-send')),
	CONSTRAINT "auth_failures_count" CHECK ("auth_failures"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" smallint NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"attempts_left" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_hash" varchar(64),
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	CONSTRAINT "captcha_challenges_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "captcha_challenges_code" CHECK ("captcha_challenges"."code" IN (100, 111, 112, 113)),
	CONSTRAINT "captcha_challenges_attempts_left" CHECK ("captcha_challenges"."attempts_left" >= 0)
);
--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_at_idx" ON "captcha_challenges" USING btree ("expires_at");