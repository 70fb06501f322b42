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
CREATE TABLE "sportsbook_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" varchar(64) NOT NULL,
	"sport_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"names" jsonb NOT NULL,
	"country_code" char(2)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_championships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_championships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" varchar(64) NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"names" jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000000 CACHE 1),
	"external_id" varchar(64) NOT NULL,
	"producer_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"home_team_id" integer,
	"away_team_id" integer,
	"competitor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slug" varchar(160) NOT NULL,
	"names" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"score_home" integer DEFAULT 0 NOT NULL,
	"score_away" integer DEFAULT 0 NOT NULL,
	"period_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"period" smallint DEFAULT 0 NOT NULL,
	"clock_seconds" integer,
	"clock_running" boolean DEFAULT false NOT NULL,
	"clock_rate" real DEFAULT 1 NOT NULL,
	"clock_at" timestamp with time zone,
	"live_coverage" boolean DEFAULT false NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"players_duel" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_games_status" CHECK ("sportsbook_games"."status" BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_market_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"outcome_names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_markets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"specifier" varchar(120) NOT NULL,
	"status" varchar(16) NOT NULL,
	"trading" varchar(16) NOT NULL,
	"certainty" varchar(16),
	"results" jsonb,
	"cancel_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"kind" smallint NOT NULL,
	"is_banned_express" boolean DEFAULT false NOT NULL,
	"is_disabled_banker" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_markets_status" CHECK ("sportsbook_markets"."status" IN ('active','suspended','deactivated','settled','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sportsbook_producers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'down' NOT NULL,
	"last_alive_at" timestamp with time zone,
	"last_sequence" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10000000 CACHE 1),
	"market_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"outcome_key" varchar(64) NOT NULL,
	"type_id" integer NOT NULL,
	"param" real,
	"team_id" integer,
	"coef" integer,
	"previous_coef" integer,
	"names" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_selections_coef" CHECK ("sportsbook_selections"."coef" IS NULL OR "sportsbook_selections"."coef" > 1000)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_sports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_sports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" varchar(64) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" varchar(64) NOT NULL,
	"sport_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"names" jsonb NOT NULL,
	"country_code" char(2)
);
--> statement-breakpoint
ALTER TABLE "sportsbook_categories" ADD CONSTRAINT "sportsbook_categories_sport_id_sportsbook_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sportsbook_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_championships" ADD CONSTRAINT "sportsbook_championships_sport_id_sportsbook_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sportsbook_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_championships" ADD CONSTRAINT "sportsbook_championships_category_id_sportsbook_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sportsbook_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_games" ADD CONSTRAINT "sportsbook_games_producer_id_sportsbook_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."sportsbook_producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_games" ADD CONSTRAINT "sportsbook_games_sport_id_sportsbook_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sportsbook_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_games" ADD CONSTRAINT "sportsbook_games_category_id_sportsbook_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sportsbook_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_games" ADD CONSTRAINT "sportsbook_games_champ_id_sportsbook_championships_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."sportsbook_championships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_games" ADD CONSTRAINT "sportsbook_games_home_team_id_sportsbook_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."sportsbook_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_games" ADD CONSTRAINT "sportsbook_games_away_team_id_sportsbook_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."sportsbook_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD CONSTRAINT "sportsbook_markets_game_id_sportsbook_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."sportsbook_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_selections" ADD CONSTRAINT "sportsbook_selections_market_id_sportsbook_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sportsbook_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_teams" ADD CONSTRAINT "sportsbook_teams_sport_id_sportsbook_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sportsbook_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_log_produced_at" ON "feed_log" USING btree ("produced_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_categories_external" ON "sportsbook_categories" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_championships_external" ON "sportsbook_championships" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_games_external" ON "sportsbook_games" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "sportsbook_games_status_start" ON "sportsbook_games" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "sportsbook_games_champ" ON "sportsbook_games" USING btree ("champ_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_markets_game_type_specifier" ON "sportsbook_markets" USING btree ("game_id","type_id","specifier");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_selections_market_outcome" ON "sportsbook_selections" USING btree ("market_id","outcome_key");--> statement-breakpoint
CREATE INDEX "sportsbook_selections_game" ON "sportsbook_selections" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_sports_external" ON "sportsbook_sports" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_teams_external" ON "sportsbook_teams" USING btree ("external_id");