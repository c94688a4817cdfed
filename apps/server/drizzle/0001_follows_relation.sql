ALTER TABLE "follows" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "follows" SET "requested_at" = "created_at";--> statement-breakpoint
ALTER TABLE "follows" ADD COLUMN "first_purchase_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follows" ADD COLUMN "last_purchase_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "follows_store_status_idx" ON "follows" USING btree ("store_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_one_active_per_follower_key" ON "follows" USING btree ("follower_id") WHERE status in ('PENDING', 'ACCEPTED');--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_status_check" CHECK ("follows"."status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'BLOCKED'));