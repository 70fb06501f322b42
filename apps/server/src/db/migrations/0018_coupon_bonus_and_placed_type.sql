ALTER TABLE "coupons" ADD COLUMN "placed_as_type_id" smallint;--> statement-breakpoint
-- Coupons placed before: only many singles put more than one coupon under one request key.
UPDATE "coupons" SET "placed_as_type_id" = CASE
  WHEN "type_id" = 0 AND (SELECT count(*) FROM "coupons" AS "same" WHERE "same"."user_id" = "coupons"."user_id" AND "same"."request_key" = "coupons"."request_key") > 1 THEN 9
  ELSE "type_id" END;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "placed_as_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "bonus_coef" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_placed_as_type" CHECK ("coupons"."placed_as_type_id" = "coupons"."type_id" OR ("coupons"."placed_as_type_id" = 9 AND "coupons"."type_id" = 0));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_bonus_coef" CHECK ("coupons"."bonus_coef" IS NULL OR ("coupons"."bonus_coef" > 1000 AND "coupons"."type_id" = 1));
