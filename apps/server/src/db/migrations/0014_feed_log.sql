CREATE TABLE "feed_log" (
	"producer_id" integer NOT NULL,
	"sequence" bigint NOT NULL,
	"message" jsonb NOT NULL,
	"produced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_log_producer_id_sequence_pk" PRIMARY KEY("producer_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "feed_simulator_state" (
	"producer_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"produced_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feed_log_produced_at" ON "feed_log" USING btree ("produced_at");