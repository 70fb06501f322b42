CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "domain_events_unpublished" ON "domain_events" USING btree ("occurred_at") WHERE "domain_events"."published_at" IS NULL;--> statement-breakpoint
CREATE INDEX "domain_events_published_at" ON "domain_events" USING btree ("published_at");