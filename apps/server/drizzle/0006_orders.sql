CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor" in ('BUYER', 'SELLER', 'SYSTEM')),
	CONSTRAINT "order_events_reason_check" CHECK ("order_events"."reason" in ('CREATED', 'BUYER_CANCELLED', 'PAY_BY_PASSED', 'VOUCHER_UPLOADED', 'VOUCHER_REJECTED', 'VOUCHER_CONFIRMED_PART', 'VOUCHER_CONFIRMED', 'CONFIRMED_WITHOUT_VOUCHER', 'PAYMENT_STARTED', 'PAYMENT_FAILED', 'PAYMENT_SUCCEEDED', 'RETRY', 'DELIVERED', 'CHARGEBACK', 'REFUND'))
);
--> statement-breakpoint
CREATE TABLE "order_units" (
	"order_id" uuid NOT NULL,
	"unit_id" bigint NOT NULL,
	CONSTRAINT "order_units_order_id_unit_id_pk" PRIMARY KEY("order_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_type" text NOT NULL,
	"currency" text NOT NULL,
	"payment_currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"snapshot" jsonb NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('WAITINGPAYMENT', 'CANCELLED', 'PAYING', 'PAYMENTFAILED', 'PAYMENTSUCCESS', 'CONFIRMINGPAYMENT', 'DELIVERING', 'DELIVERED', 'CHARGEBACK', 'REFUND')),
	CONSTRAINT "orders_payment_type_check" CHECK ("orders"."payment_type" in ('OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO')),
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."unit_price_minor" > 0 and "orders"."amount_minor" = "orders"."unit_price_minor" * "orders"."quantity" and "orders"."paid_minor" between 0 and "orders"."amount_minor"),
	CONSTRAINT "orders_parties_check" CHECK ("orders"."buyer_id" <> "orders"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"recipient_bank" text NOT NULL,
	"bank_address" text,
	"recipient_name" text NOT NULL,
	"recipient_address" text,
	"recipient_account" text NOT NULL,
	"swift_code" text,
	"hong_kong_local" boolean DEFAULT false NOT NULL,
	"bank_code" text,
	"branch_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_hk_check" CHECK ("payment_accounts"."hong_kong_local" or ("payment_accounts"."bank_code" is null and "payment_accounts"."branch_code" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"method" text,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rate_scaled" bigint NOT NULL,
	"provider" text,
	"provider_ref" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_type_check" CHECK ("payment_attempts"."type" in ('OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO')),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('WAITING', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount_minor" > 0 and "payment_attempts"."rate_scaled" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt_id" uuid,
	"buyer_id" uuid NOT NULL,
	"file_keys" text[] NOT NULL,
	"file_hashes" text[] NOT NULL,
	"amount_minor" bigint,
	"received_minor" bigint,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"reject_reason" text,
	"reused" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_vouchers_status_check" CHECK ("payment_vouchers"."status" in ('WAITING', 'CONFIRMED', 'REJECTED')),
	CONSTRAINT "payment_vouchers_amount_check" CHECK (("payment_vouchers"."amount_minor" is null or "payment_vouchers"."amount_minor" > 0) and ("payment_vouchers"."received_minor" is null or "payment_vouchers"."received_minor" > 0)),
	CONSTRAINT "payment_vouchers_files_check" CHECK (cardinality("payment_vouchers"."file_keys") between 1 and 9 and cardinality("payment_vouchers"."file_hashes") = cardinality("payment_vouchers"."file_keys")),
	CONSTRAINT "payment_vouchers_decision_check" CHECK (("payment_vouchers"."status" = 'CONFIRMED') = ("payment_vouchers"."received_minor" is not null) and ("payment_vouchers"."status" = 'REJECTED') = ("payment_vouchers"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_unit_id_card_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."card_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_units_unit_key" ON "order_units" USING btree ("unit_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("pay_by") WHERE status in ('WAITINGPAYMENT', 'PAYMENTFAILED') and paid_minor = 0;--> statement-breakpoint
CREATE INDEX "payment_accounts_store_idx" ON "payment_accounts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_ref_key" ON "payment_attempts" USING btree ("provider","provider_ref") WHERE provider_ref is not null;--> statement-breakpoint
CREATE INDEX "payment_vouchers_order_idx" ON "payment_vouchers" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_vouchers_hashes_idx" ON "payment_vouchers" USING gin ("file_hashes");--> statement-breakpoint
ALTER TABLE "card_movements" ADD CONSTRAINT "card_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_units" ADD CONSTRAINT "card_units_reserved_order_id_orders_id_fk" FOREIGN KEY ("reserved_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_units" ADD CONSTRAINT "card_units_acquired_order_id_orders_id_fk" FOREIGN KEY ("acquired_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_units_reserved_order_idx" ON "card_units" USING btree ("reserved_order_id") WHERE reserved_order_id is not null;--> statement-breakpoint
ALTER TABLE "card_units" ADD CONSTRAINT "card_units_reserved_check" CHECK (("card_units"."state" = 'RESERVED') = ("card_units"."reserved_order_id" is not null));--> statement-breakpoint
-- Order numbers: the date and this sequence (orders.service orderNumber).
CREATE SEQUENCE "order_no_seq";--> statement-breakpoint
-- Order events and order units are append-only: an update or delete is refused by the database itself.
CREATE FUNCTION "refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "order_events_append_only" BEFORE UPDATE OR DELETE ON "order_events" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "order_units_append_only" BEFORE UPDATE OR DELETE ON "order_units" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();
