CREATE TABLE "recharge_units" (
	"recharge_id" uuid NOT NULL,
	"account" text NOT NULL,
	"unit_id" bigint NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "recharge_units_recharge_id_unit_id_pk" PRIMARY KEY("recharge_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"accounts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharges_task_id_unique" UNIQUE("task_id"),
	CONSTRAINT "recharges_quantity_check" CHECK ("recharges"."quantity" > 0),
	CONSTRAINT "recharges_accounts_check" CHECK (jsonb_typeof("recharges"."accounts") = 'array' and jsonb_array_length("recharges"."accounts") >= 1)
);
--> statement-breakpoint
ALTER TABLE "recharge_units" ADD CONSTRAINT "recharge_units_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_units" ADD CONSTRAINT "recharge_units_unit_id_card_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."card_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharge_units_account_idx" ON "recharge_units" USING btree ("recharge_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_units_unit_key" ON "recharge_units" USING btree ("unit_id") WHERE undone_at is null;--> statement-breakpoint
CREATE INDEX "recharges_owner_idx" ON "recharges" USING btree ("owner_id","created_at");