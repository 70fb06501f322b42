CREATE TABLE "coupon_drafts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_drafts_version" CHECK ("coupon_drafts"."version" > 0)
);
