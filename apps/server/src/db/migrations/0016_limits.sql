CREATE TABLE "limit_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "limit_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type_id" smallint NOT NULL,
	"limit_id" uuid,
	"action" varchar(24) NOT NULL,
	"value" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_questionnaires" (
	"token_guid" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "limits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type_id" smallint NOT NULL,
	"state" varchar(8) NOT NULL,
	"value" bigint,
	"currency" varchar(8),
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"self_exclude_reason" smallint,
	"inactive_since" timestamp with time zone,
	"inactive_reason" varchar(16),
	CONSTRAINT "limits_state" CHECK ("limits"."state" IN ('PENDING', 'ACTIVE', 'INACTIVE')),
	CONSTRAINT "limits_value" CHECK ("limits"."value" IS NULL OR "limits"."value" >= 0),
	CONSTRAINT "limits_active_value" CHECK ("limits"."state" <> 'ACTIVE' OR "limits"."value" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "limit_history_user_idx" ON "limit_history" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "limit_questionnaires_expires_at_idx" ON "limit_questionnaires" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "limits_one_active" ON "limits" USING btree ("user_id","type_id") WHERE "limits"."state" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "limits_one_pending" ON "limits" USING btree ("user_id","type_id") WHERE "limits"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "limits_user_state_idx" ON "limits" USING btree ("user_id","state");--> statement-breakpoint
-- The limits' history is append-only (module limits, README.md): every writer, not only the application.
CREATE FUNCTION limit_history_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the limit history is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER limit_history_append_only BEFORE UPDATE OR DELETE ON limit_history
  FOR EACH ROW EXECUTE FUNCTION limit_history_refuse_change();
--> statement-breakpoint
CREATE TRIGGER limit_history_no_truncate BEFORE TRUNCATE ON limit_history
  FOR EACH STATEMENT EXECUTE FUNCTION limit_history_refuse_change();
