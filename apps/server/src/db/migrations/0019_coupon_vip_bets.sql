ALTER TABLE "coupons" DROP CONSTRAINT "coupons_status";--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_settled";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "stake_transfer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "hold_transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "approval_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "from_bonus_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "coupons_awaiting_approval" ON "coupons" USING btree ("approval_deadline") WHERE "coupons"."status" = 'awaiting_approval';--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_hold_transfer" UNIQUE("hold_transfer_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_vip" CHECK (("coupons"."hold_transfer_id" IS NULL) = ("coupons"."approval_deadline" IS NULL) AND ("coupons"."status" NOT IN ('awaiting_approval', 'rejected') OR "coupons"."hold_transfer_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_stake_transfer_taken" CHECK (("coupons"."stake_transfer_id" IS NULL) = ("coupons"."status" IN ('awaiting_approval', 'rejected')));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_status" CHECK ("coupons"."status" IN ('open', 'won', 'lost', 'returned', 'cashed_out', 'awaiting_approval', 'rejected'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_settled" CHECK (("coupons"."status" IN ('open', 'awaiting_approval', 'rejected')) = ("coupons"."payout" IS NULL) AND ("coupons"."status" IN ('open', 'awaiting_approval')) = ("coupons"."settled_at" IS NULL));