CREATE TABLE "message_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(320) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"code" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_outbox_channel" CHECK ("message_outbox"."channel" IN ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" varchar(32) NOT NULL,
	"subject" varchar(320) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"csrf_token" varchar(64) NOT NULL,
	"long_lived" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(512)
);
--> statement-breakpoint
CREATE TABLE "used_tokens" (
	"token_id" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000000 CACHE 1),
	"login" varchar(64) NOT NULL,
	"email" varchar(254),
	"phone_code" varchar(4),
	"phone_number" varchar(15),
	"password_hash" text NOT NULL,
	"country_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"activation_type" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"ban_level" smallint DEFAULT 0 NOT NULL,
	"ban_version" smallint DEFAULT 0 NOT NULL,
	"terms_version_confirmed" integer DEFAULT 0 NOT NULL,
	"registration_type" varchar(16) NOT NULL,
	"bonus_choice" smallint DEFAULT 0 NOT NULL,
	"referral" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_changed_password" boolean DEFAULT false NOT NULL,
	"enable_two_factor_auth" boolean DEFAULT false NOT NULL,
	"enable_phone_binding" boolean DEFAULT false NOT NULL,
	"enable_security_question" boolean DEFAULT false NOT NULL,
	"enable_email_auth" boolean DEFAULT false NOT NULL,
	"totp_secret" varchar(64),
	"totp_last_step" bigint,
	"name" varchar(100),
	"surname" varchar(100),
	"birthday" date,
	"document_type_id" smallint,
	"passport" varchar(50),
	"passport_date" date,
	"passport_end_date" date,
	"inn" varchar(30),
	"registration_address" varchar(300),
	"newsletter" boolean DEFAULT true NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone_code","phone_number"),
	CONSTRAINT "users_activation_type" CHECK ("users"."activation_type" BETWEEN 0 AND 3),
	CONSTRAINT "users_bonus_choice" CHECK ("users"."bonus_choice" BETWEEN 0 AND 2),
	CONSTRAINT "users_registration_type" CHECK ("users"."registration_type" IN ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg')),
	CONSTRAINT "users_currency_format" CHECK ("users"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_phone_digits" CHECK ("users"."phone_code" ~ '^[0-9]{1,4}$' AND "users"."phone_number" ~ '^[0-9]{4,15}$')
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_recipient" ON "message_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "one_time_codes_purpose_subject" ON "one_time_codes" USING btree ("purpose","subject");--> statement-breakpoint
CREATE INDEX "sessions_user_id" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_unique" ON "users" USING btree (lower("login"));