CREATE TABLE "block_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"priority" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"country" varchar(2),
	"auth" boolean,
	"url_prefix" varchar(2048),
	"display_type_id" integer NOT NULL,
	"template_type_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_rules_name_unique" UNIQUE("name"),
	CONSTRAINT "block_rules_name_format" CHECK ("block_rules"."name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "block_rules_country_format" CHECK ("block_rules"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "block_rules_url_prefix_format" CHECK ("block_rules"."url_prefix" ~ '^(/[^/?#[:space:]]+)+$' AND "block_rules"."url_prefix" !~ '^/[a-z]{2}(/|$)'),
	CONSTRAINT "block_rules_type_ids" CHECK ("block_rules"."display_type_id" >= 0 AND "block_rules"."template_type_id" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ip_country_ranges" (
	"network" "cidr" PRIMARY KEY NOT NULL,
	"country" varchar(2) NOT NULL,
	CONSTRAINT "ip_country_ranges_country_format" CHECK ("ip_country_ranges"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE INDEX "ip_country_ranges_network_gist" ON "ip_country_ranges" USING gist ("network" inet_ops);