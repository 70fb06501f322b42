CREATE TABLE "user_social_identities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_social_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" varchar(16) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_id" bigint NOT NULL,
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_social_identities_provider_subject_unique" UNIQUE("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "login_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"method_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "login_links_method_id_positive" CHECK ("login_links"."method_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redirect_token_hash" varchar(64),
	"redirect_token_expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "user_transfers_redirect_token_hash_unique" UNIQUE("redirect_token_hash"),
	CONSTRAINT "user_transfers_state" CHECK ("user_transfers"."state" IN ('pending', 'verified', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "user_social_identities" ADD CONSTRAINT "user_social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_links" ADD CONSTRAINT "login_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_transfers" ADD CONSTRAINT "user_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_social_identities_user_id" ON "user_social_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_links_user_id" ON "login_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_transfers_user_id" ON "user_transfers" USING btree ("user_id");