CREATE TABLE "card_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"order_id" uuid,
	"operator_id" uuid,
	"counterparty_id" uuid,
	"first_card_number" text,
	"last_card_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_movements_kind_check" CHECK ("card_movements"."kind" in ('MINTED', 'BOUGHT', 'SOLD', 'RETIRED')),
	CONSTRAINT "card_movements_quantity_check" CHECK ("card_movements"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"serial" bigint NOT NULL,
	"card_number" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'NORMAL' NOT NULL,
	"state" text DEFAULT 'FREE' NOT NULL,
	"listing_id" uuid,
	"reserved_order_id" uuid,
	"acquired_order_id" uuid,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_units_status_check" CHECK ("card_units"."status" in ('NORMAL', 'ACTIVATED', 'LOCKED')),
	CONSTRAINT "card_units_state_check" CHECK ("card_units"."state" in ('FREE', 'RESERVED', 'LISTED', 'RETIRED')),
	CONSTRAINT "card_units_listing_check" CHECK (("card_units"."state" <> 'LISTED' or "card_units"."listing_id" is not null) and ("card_units"."listing_id" is null or "card_units"."state" in ('LISTED', 'RESERVED')))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origin_store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"picture" text NOT NULL,
	"description" text,
	"default_currency" text NOT NULL,
	"currency_unit" text,
	"sales_channel" text,
	"brand" text,
	"service_type" text,
	"charging_type" text,
	"period_plan" text,
	"network_type" text,
	"cdn_included" boolean,
	"total_sessions" integer,
	"tv_sessions" integer,
	"mobile_web_sessions" integer,
	"provider_platform" text,
	"sales_area" text,
	"next_serial" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_code_unique" UNIQUE("code"),
	CONSTRAINT "cards_type_check" CHECK ("cards"."type" in ('ACCOUNT_CARD', 'RECHARGE_CARD', 'PREPAID_CARD', 'DEVICE_LICENCE')),
	CONSTRAINT "cards_next_serial_check" CHECK ("cards"."next_serial" >= 1)
);
--> statement-breakpoint
CREATE TABLE "listing_audience" (
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "listing_audience_listing_id_user_id_pk" PRIMARY KEY("listing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "listing_tiers" (
	"listing_id" uuid NOT NULL,
	"min_count" integer NOT NULL,
	"wholesale_minor" bigint NOT NULL,
	"retail_minor" bigint NOT NULL,
	CONSTRAINT "listing_tiers_listing_id_min_count_pk" PRIMARY KEY("listing_id","min_count"),
	CONSTRAINT "listing_tiers_min_count_check" CHECK ("listing_tiers"."min_count" >= 1),
	CONSTRAINT "listing_tiers_prices_check" CHECK ("listing_tiers"."wholesale_minor" > 0 and "listing_tiers"."retail_minor" > 0 and "listing_tiers"."wholesale_minor" <> "listing_tiers"."retail_minor")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"name" text NOT NULL,
	"picture" text NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"max_per_purchase" integer,
	"currency" text NOT NULL,
	"payment_methods" text[] NOT NULL,
	"payment_currencies" text[] NOT NULL,
	"online_policy_accepted_at" timestamp with time zone,
	"stock_mode" text NOT NULL,
	"limited_quantity" integer,
	"visibility" text NOT NULL,
	"listed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_stock_mode_check" CHECK ("listings"."stock_mode" in ('ALL', 'LIMITED')),
	CONSTRAINT "listings_visibility_check" CHECK ("listings"."visibility" in ('EVERYONE', 'OPEN_TO', 'BLOCKED_FOR')),
	CONSTRAINT "listings_discount_check" CHECK ("listings"."discount_bp" between 0 and 9999),
	CONSTRAINT "listings_max_check" CHECK ("listings"."max_per_purchase" is null or "listings"."max_per_purchase" >= 1),
	CONSTRAINT "listings_limited_check" CHECK (("listings"."stock_mode" = 'LIMITED') = ("listings"."limited_quantity" is not null) and coalesce("listings"."limited_quantity", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "card_movements" ADD CONSTRAINT "card_movements_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_movements" ADD CONSTRAINT "card_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_movements" ADD CONSTRAINT "card_movements_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_movements" ADD CONSTRAINT "card_movements_counterparty_id_users_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_units" ADD CONSTRAINT "card_units_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_units" ADD CONSTRAINT "card_units_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_units" ADD CONSTRAINT "card_units_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_origin_store_id_stores_id_fk" FOREIGN KEY ("origin_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_audience" ADD CONSTRAINT "listing_audience_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_audience" ADD CONSTRAINT "listing_audience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_tiers" ADD CONSTRAINT "listing_tiers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_movements_card_user_idx" ON "card_movements" USING btree ("card_id","user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "card_units_card_number_key" ON "card_units" USING btree ("card_number");--> statement-breakpoint
CREATE UNIQUE INDEX "card_units_card_serial_key" ON "card_units" USING btree ("card_id","serial");--> statement-breakpoint
CREATE INDEX "card_units_holding_idx" ON "card_units" USING btree ("card_id","owner_id","state");--> statement-breakpoint
CREATE INDEX "card_units_owner_idx" ON "card_units" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "card_units_listing_idx" ON "card_units" USING btree ("listing_id") WHERE listing_id is not null;--> statement-breakpoint
CREATE INDEX "cards_origin_store_idx" ON "cards" USING btree ("origin_store_id");--> statement-breakpoint
CREATE INDEX "listing_audience_user_idx" ON "listing_audience" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_store_card_key" ON "listings" USING btree ("store_id","card_id");--> statement-breakpoint
CREATE INDEX "listings_card_idx" ON "listings" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "listings_store_listed_idx" ON "listings" USING btree ("store_id","listed");