ALTER TABLE "user_devices" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "user_devices" ADD COLUMN "address" text;