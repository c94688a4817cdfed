CREATE TABLE "activation_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"unit_id" bigint NOT NULL,
	"lookup" text NOT NULL,
	"sealed" text NOT NULL,
	"status" text DEFAULT 'NORMAL' NOT NULL,
	"account" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_codes_unit_id_unique" UNIQUE("unit_id"),
	CONSTRAINT "activation_codes_lookup_unique" UNIQUE("lookup"),
	CONSTRAINT "activation_codes_status_check" CHECK ("activation_codes"."status" in ('NORMAL', 'ACTIVATED', 'LOCKED'))
);
--> statement-breakpoint
CREATE TABLE "client_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"brand" text,
	"plan" text,
	"expires_at" timestamp with time zone,
	"sessions_total" integer DEFAULT 0 NOT NULL,
	"sessions_tv" integer DEFAULT 0 NOT NULL,
	"sessions_mobile_web" integer DEFAULT 0 NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_devices" (
	"device_id" text PRIMARY KEY NOT NULL,
	"brand" text,
	"expires_at" timestamp with time zone,
	"bound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_no" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"format" text NOT NULL,
	"quantity" integer NOT NULL,
	"stock_after" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_records_record_no_unique" UNIQUE("record_no"),
	CONSTRAINT "code_records_task_id_unique" UNIQUE("task_id"),
	CONSTRAINT "code_records_quantity_check" CHECK ("code_records"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "code_reveals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_movements" DROP CONSTRAINT "card_movements_kind_check";--> statement-breakpoint
ALTER TABLE "card_units" DROP CONSTRAINT "card_units_state_check";--> statement-breakpoint
ALTER TABLE "stock_counts" DROP CONSTRAINT "stock_counts_state_check";--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_record_id_code_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."code_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_unit_id_card_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."card_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_records" ADD CONSTRAINT "code_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_records" ADD CONSTRAINT "code_records_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_records" ADD CONSTRAINT "code_records_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reveals" ADD CONSTRAINT "code_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reveals" ADD CONSTRAINT "code_reveals_record_id_code_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."code_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activation_codes_record_idx" ON "activation_codes" USING btree ("record_id","id");--> statement-breakpoint
CREATE INDEX "activation_codes_account_idx" ON "activation_codes" USING btree ("owner_id","account") WHERE account is not null;--> statement-breakpoint
CREATE INDEX "code_records_owner_idx" ON "code_records" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "code_reveals_record_idx" ON "code_reveals" USING btree ("record_id","at");--> statement-breakpoint
ALTER TABLE "card_movements" ADD CONSTRAINT "card_movements_kind_check" CHECK ("card_movements"."kind" in ('MINTED', 'BOUGHT', 'SOLD', 'RETIRED', 'CODED', 'RECHARGED'));--> statement-breakpoint
ALTER TABLE "card_units" ADD CONSTRAINT "card_units_state_check" CHECK ("card_units"."state" in ('FREE', 'RESERVED', 'LISTED', 'RETIRED', 'CODED', 'RECHARGED'));--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_state_check" CHECK ("stock_counts"."state" in ('FREE', 'RESERVED', 'LISTED', 'RETIRED', 'CODED', 'RECHARGED'));--> statement-breakpoint
CREATE TRIGGER "code_reveals_append_only" BEFORE UPDATE OR DELETE ON "code_reveals" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
-- Generation record numbers: 'G', the day and this sequence.
CREATE SEQUENCE "code_record_no_seq";
