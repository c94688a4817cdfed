CREATE TABLE "crypto_slots" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"token" text NOT NULL,
	"address" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crypto_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain" text NOT NULL,
	"token" text NOT NULL,
	"tx_hash" text NOT NULL,
	"address" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"attempt_id" uuid,
	"late" boolean DEFAULT false NOT NULL,
	"transaction_id" uuid,
	"resolved_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_transfers_status_check" CHECK ("crypto_transfers"."status" in ('COUNTING', 'CREDITED', 'REVIEW')),
	CONSTRAINT "crypto_transfers_amount_check" CHECK ("crypto_transfers"."amount_minor" > 0 and "crypto_transfers"."confirmations" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"attempt_id" uuid,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_outcome_check" CHECK ("provider_events"."outcome" in ('APPLIED', 'IGNORED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"height" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"token" text NOT NULL,
	"tx_hash" text NOT NULL,
	"to_address" text NOT NULL,
	"amount_raw" text NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_chain_transfers_tx_hash_unique" UNIQUE("tx_hash")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_id" uuid,
	"event_id" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acked_at" timestamp with time zone,
	"last_status" integer,
	"last_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_debts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"attempt_id" uuid,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_debts_amount_check" CHECK ("wallet_debts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_status_check";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_amount_check";--> statement-breakpoint
ALTER TABLE "top_ups" DROP CONSTRAINT "top_ups_status_check";--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "top_up_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "vcoin_minor" bigint;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "received_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "credited_vcoin_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "instructions" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "channel" text DEFAULT 'BANK' NOT NULL;--> statement-breakpoint
ALTER TABLE "crypto_slots" ADD CONSTRAINT "crypto_slots_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_resolved_to_users_id_fk" FOREIGN KEY ("resolved_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhooks" ADD CONSTRAINT "sandbox_webhooks_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_debts" ADD CONSTRAINT "wallet_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_debts" ADD CONSTRAINT "wallet_debts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_debts" ADD CONSTRAINT "wallet_debts_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_debts" ADD CONSTRAINT "wallet_debts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_slots_pair_key" ON "crypto_slots" USING btree ("chain","token","address","amount_minor") WHERE released_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_transfers_tx_key" ON "crypto_transfers" USING btree ("chain","tx_hash");--> statement-breakpoint
CREATE INDEX "crypto_transfers_attempt_idx" ON "crypto_transfers" USING btree ("attempt_id") WHERE attempt_id is not null;--> statement-breakpoint
CREATE INDEX "crypto_transfers_review_idx" ON "crypto_transfers" USING btree ("created_at") WHERE status = 'REVIEW';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_event_key" ON "provider_events" USING btree ("provider","event_id") WHERE event_id is not null;--> statement-breakpoint
CREATE INDEX "provider_events_attempt_idx" ON "provider_events" USING btree ("attempt_id") WHERE attempt_id is not null;--> statement-breakpoint
CREATE INDEX "provider_events_received_idx" ON "provider_events" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "sandbox_chain_transfers_block_idx" ON "sandbox_chain_transfers" USING btree ("chain","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_ref_key" ON "sandbox_payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "sandbox_payments_created_idx" ON "sandbox_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("next_at") WHERE acked_at is null;--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_payment_idx" ON "sandbox_webhooks" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "wallet_debts_user_idx" ON "wallet_debts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_debts_created_idx" ON "wallet_debts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_top_up_idx" ON "payment_attempts" USING btree ("top_up_id") WHERE top_up_id is not null;--> statement-breakpoint
CREATE INDEX "payment_attempts_created_idx" ON "payment_attempts" USING btree ("created_at","id") WHERE provider is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_live_order_key" ON "payment_attempts" USING btree ("order_id") WHERE provider is not null and status in ('WAITING', 'CONFIRMING', 'PARTIAL') and order_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_live_top_up_key" ON "payment_attempts" USING btree ("top_up_id") WHERE provider is not null and status in ('WAITING', 'CONFIRMING', 'PARTIAL') and top_up_id is not null;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_target_check" CHECK (("payment_attempts"."order_id" is null) <> ("payment_attempts"."top_up_id" is null));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('WAITING', 'CONFIRMING', 'PARTIAL', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'CANCELLED', 'CHARGEBACK', 'REFUNDED'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount_minor" > 0 and "payment_attempts"."rate_scaled" > 0 and "payment_attempts"."fee_minor" >= 0 and "payment_attempts"."received_minor" >= 0 and "payment_attempts"."credited_vcoin_minor" >= 0);--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_channel_check" CHECK ("top_ups"."channel" in ('BANK', 'ONLINE', 'CRYPTO'));--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_status_check" CHECK ("top_ups"."status" in ('WAITING_VOUCHER', 'WAITING_REVIEW', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'WAITING_PAYMENT'));