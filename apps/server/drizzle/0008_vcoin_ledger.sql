CREATE TABLE "exchange_rate_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rate_scaled" bigint NOT NULL,
	"fee_bp" integer NOT NULL,
	"fee_fixed_minor" bigint NOT NULL,
	"fee_max_minor" bigint,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" uuid
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_scaled" bigint NOT NULL,
	"fee_bp" integer DEFAULT 0 NOT NULL,
	"fee_fixed_minor" bigint DEFAULT 0 NOT NULL,
	"fee_max_minor" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rate_scaled" > 0 and "exchange_rates"."fee_bp" >= 0 and "exchange_rates"."fee_fixed_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"code" text,
	"posted_minor" bigint DEFAULT 0 NOT NULL,
	"pending_debit_minor" bigint DEFAULT 0 NOT NULL,
	"pending_credit_minor" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."user_id" is null) <> ("ledger_accounts"."code" is null)),
	CONSTRAINT "ledger_accounts_pending_check" CHECK ("ledger_accounts"."pending_debit_minor" >= 0 and "ledger_accounts"."pending_credit_minor" >= 0),
	CONSTRAINT "ledger_accounts_wallet_not_negative" CHECK ("ledger_accounts"."user_id" is null or "ledger_accounts"."posted_minor" - "ledger_accounts"."pending_debit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"record_type" text NOT NULL,
	"counterparty_account_id" bigint,
	"balance_after_minor" bigint NOT NULL,
	"version" bigint NOT NULL,
	"posted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_minor" <> 0),
	CONSTRAINT "ledger_entries_record_type_check" CHECK ("ledger_entries"."record_type" in ('INCOME', 'SPEND', 'ORDER_PAYMENT', 'TRANSFER', 'ONLINE_SETTLEMENT', 'CHARGEBACK', 'REFUND'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"phase" text NOT NULL,
	"pending_id" uuid,
	"order_id" uuid,
	"top_up_id" uuid,
	"user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('INCOME', 'SPEND', 'ORDER_PAYMENT', 'TRANSFER', 'ONLINE_SETTLEMENT', 'CHARGEBACK', 'REFUND')),
	CONSTRAINT "ledger_transactions_phase_check" CHECK ("ledger_transactions"."phase" in ('POSTED', 'PENDING', 'POST_PENDING', 'VOID_PENDING')),
	CONSTRAINT "ledger_transactions_pending_check" CHECK (("ledger_transactions"."pending_id" is not null) = ("ledger_transactions"."phase" in ('POST_PENDING', 'VOID_PENDING')))
);
--> statement-breakpoint
CREATE TABLE "ledger_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"transactions" integer NOT NULL,
	"accounts" integer NOT NULL,
	"violations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"received_minor" bigint,
	"status" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending_transaction_id" uuid,
	"reason" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voucher_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "top_ups_reference_unique" UNIQUE("reference"),
	CONSTRAINT "top_ups_status_check" CHECK ("top_ups"."status" in ('WAITING_VOUCHER', 'WAITING_REVIEW', 'CONFIRMED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "top_ups_amount_check" CHECK ("top_ups"."amount_minor" > 0 and ("top_ups"."received_minor" is null or "top_ups"."received_minor" > 0))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "platform_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD CONSTRAINT "exchange_rate_history_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_counterparty_account_id_ledger_accounts_id_fk" FOREIGN KEY ("counterparty_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_pending_id_ledger_transactions_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_actions" ADD CONSTRAINT "ops_actions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_pending_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("pending_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rate_history_currency_idx" ON "exchange_rate_history" USING btree ("currency","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id") WHERE posted;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_type_idx" ON "ledger_entries" USING btree ("account_id","record_type","id") WHERE posted;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_resolves_once" ON "ledger_transactions" USING btree ("pending_id") WHERE pending_id is not null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id") WHERE order_id is not null;--> statement-breakpoint
CREATE INDEX "ops_actions_at_idx" ON "ops_actions" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "top_ups_user_idx" ON "top_ups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "top_ups_status_idx" ON "top_ups" USING btree ("status","created_at");--> statement-breakpoint
-- The ledger's transactions and entries, the rate history and the operator's actions are append-only.
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "exchange_rate_history_append_only" BEFORE UPDATE OR DELETE ON "exchange_rate_history" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ops_actions_append_only" BEFORE UPDATE OR DELETE ON "ops_actions" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
-- Every ledger transaction's entries sum to zero, checked by the database at commit (a deferred
-- constraint trigger), whatever code wrote them.
CREATE FUNCTION "ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  n integer;
BEGIN
  SELECT coalesce(sum(amount_minor), 0), count(*) INTO total, n FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 OR n < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (% entries, sum %)', NEW.transaction_id, n, total USING ERRCODE = 'P0002';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balanced"();--> statement-breakpoint
-- The platform's own accounts, and USD at 1 (VCoin is worth 1 USD).
INSERT INTO "ledger_accounts" ("code") VALUES ('OFFLINE_TOPUP'), ('FEES'), ('CHARGEBACK_LOSS');--> statement-breakpoint
INSERT INTO "exchange_rates" ("currency", "rate_scaled") VALUES ('USD', 100000000);--> statement-breakpoint
CREATE SEQUENCE "top_up_no_seq";
