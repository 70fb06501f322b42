CREATE TABLE "site_config" (
	"language_code" varchar(2) PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_language_code_format" CHECK ("site_config"."language_code" ~ '^[a-z]{2}$')
);
