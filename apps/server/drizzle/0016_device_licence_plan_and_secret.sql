ALTER TABLE "client_devices" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "client_devices" ADD COLUMN "secret_hash" text;