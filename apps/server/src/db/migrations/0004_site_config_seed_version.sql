ALTER TABLE "site_config" ADD COLUMN "seed_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "seed_base" jsonb;