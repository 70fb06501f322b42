CREATE TABLE "redirect_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirect_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match" varchar(6) NOT NULL,
	"path" varchar(2048) NOT NULL,
	"target" varchar(2048) NOT NULL,
	"code" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_rules_match_path_unique" UNIQUE("match","path"),
	CONSTRAINT "redirect_rules_match_kind" CHECK ("redirect_rules"."match" IN ('exact', 'prefix')),
	CONSTRAINT "redirect_rules_code" CHECK ("redirect_rules"."code" IN (301, 302)),
	CONSTRAINT "redirect_rules_path_format" CHECK ("redirect_rules"."path" ~ '^(/[^/?#[:space:]]+)+$' AND "redirect_rules"."path" !~ '^/[a-z]{2}(/|$)'),
	CONSTRAINT "redirect_rules_target_format" CHECK ("redirect_rules"."target" ~ '^/([^/#[:space:]][^#[:space:]]*)?$' AND strpos("redirect_rules"."target", chr(92)) = 0),
	CONSTRAINT "redirect_rules_reason_not_blank" CHECK (length(trim("redirect_rules"."reason")) > 0)
);
