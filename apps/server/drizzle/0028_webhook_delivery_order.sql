DROP INDEX "webhook_deliveries_order_idx";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "give_up_at" timestamp with time zone DEFAULT now() + interval '3 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "sequence" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("endpoint_id","ordering_key","sequence") WHERE status = 'pending' and ordering_key is not null;