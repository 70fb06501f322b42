CREATE TABLE "seo_page" (
	"route_name" varchar(100) NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"meta_robots" varchar(100) NOT NULL,
	"hierarchy_meta_robots" varchar(100) NOT NULL,
	"metas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_canonical" jsonb,
	"media_alternates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_page_route_name_language_code_pk" PRIMARY KEY("route_name","language_code"),
	CONSTRAINT "seo_page_language_code_format" CHECK ("seo_page"."language_code" ~ '^[a-z]{2}$')
);
