ALTER TABLE "top_ups" ADD COLUMN "file_hashes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "reused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "top_ups_hashes_idx" ON "top_ups" USING gin ("file_hashes");--> statement-breakpoint
UPDATE "top_ups" SET "file_hashes" = ARRAY(SELECT "file"->>'sha256' FROM jsonb_array_elements("files") WITH ORDINALITY AS f("file", "n") WHERE "file" ? 'sha256' ORDER BY "n") WHERE jsonb_array_length("files") > 0;
