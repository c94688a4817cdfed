CREATE TABLE "chain_watch" (
	"chain" text PRIMARY KEY NOT NULL,
	"cursor" bigint NOT NULL,
	"head" bigint NOT NULL,
	"recent_blocks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rpc_url" text,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_watch_transfers" (
	"chain" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"token" text NOT NULL,
	"address" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_watch_transfers_chain_tx_hash_log_index_pk" PRIMARY KEY("chain","tx_hash","log_index")
);
--> statement-breakpoint
DROP INDEX "crypto_transfers_tx_key";--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD COLUMN "log_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chain_watch_transfers_block_idx" ON "chain_watch_transfers" USING btree ("chain","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_transfers_tx_key" ON "crypto_transfers" USING btree ("chain","tx_hash","log_index");