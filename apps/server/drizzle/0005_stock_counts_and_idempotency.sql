CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"resp_code" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"card_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"units" bigint NOT NULL,
	CONSTRAINT "stock_counts_card_id_owner_id_state_status_pk" PRIMARY KEY("card_id","owner_id","state","status"),
	CONSTRAINT "stock_counts_units_check" CHECK ("stock_counts"."units" >= 0),
	CONSTRAINT "stock_counts_state_check" CHECK ("stock_counts"."state" in ('FREE', 'RESERVED', 'LISTED', 'RETIRED')),
	CONSTRAINT "stock_counts_status_check" CHECK ("stock_counts"."status" in ('NORMAL', 'ACTIVATED', 'LOCKED'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_counts_owner_idx" ON "stock_counts" USING btree ("owner_id","card_id");--> statement-breakpoint
-- Stock counts follow card_units in the same transaction, one write per (card, owner, state, status)
-- group per statement (not per row): minting 250,000 units writes one count row once. Decrements
-- are plain updates (a check constraint is tested on the row an upsert would insert, before the
-- conflict is seen), and a decrement with no row to take from is an error, never a silent skip.
CREATE FUNCTION stock_counts_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  expected int;
  updated int;
BEGIN
  SELECT count(*) INTO expected FROM jsonb_to_recordset(deltas) AS d(card_id uuid, owner_id uuid, state text, status text, delta bigint) WHERE d.delta < 0;
  UPDATE stock_counts s SET units = s.units + d.delta
  FROM jsonb_to_recordset(deltas) AS d(card_id uuid, owner_id uuid, state text, status text, delta bigint)
  WHERE d.delta < 0 AND s.card_id = d.card_id AND s.owner_id = d.owner_id AND s.state = d.state AND s.status = d.status;
  GET DIAGNOSTICS updated = ROW_COUNT;
  IF updated <> expected THEN
    RAISE EXCEPTION 'stock_counts: % of % decremented groups have no count row', expected - updated, expected;
  END IF;
  INSERT INTO stock_counts (card_id, owner_id, state, status, units)
  SELECT d.card_id, d.owner_id, d.state, d.status, d.delta
  FROM jsonb_to_recordset(deltas) AS d(card_id uuid, owner_id uuid, state text, status text, delta bigint) WHERE d.delta > 0
  ON CONFLICT (card_id, owner_id, state, status) DO UPDATE SET units = stock_counts.units + excluded.units;
END $$;
--> statement-breakpoint
CREATE FUNCTION stock_counts_follow_units() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(g) INTO deltas FROM (
      SELECT card_id, owner_id, state, status, count(*) AS delta FROM new_units GROUP BY 1, 2, 3, 4) AS g;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(g) INTO deltas FROM (
      SELECT card_id, owner_id, state, status, sum(delta) AS delta FROM (
        SELECT card_id, owner_id, state, status, -1 AS delta FROM old_units
        UNION ALL
        SELECT card_id, owner_id, state, status, 1 AS delta FROM new_units) AS moved
      GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0) AS g;
  ELSE
    SELECT jsonb_agg(g) INTO deltas FROM (
      SELECT card_id, owner_id, state, status, -count(*) AS delta FROM old_units GROUP BY 1, 2, 3, 4) AS g;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM stock_counts_apply(deltas);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER card_units_counted_insert AFTER INSERT ON card_units REFERENCING NEW TABLE AS new_units FOR EACH STATEMENT EXECUTE FUNCTION stock_counts_follow_units();
--> statement-breakpoint
CREATE TRIGGER card_units_counted_update AFTER UPDATE ON card_units REFERENCING OLD TABLE AS old_units NEW TABLE AS new_units FOR EACH STATEMENT EXECUTE FUNCTION stock_counts_follow_units();
--> statement-breakpoint
CREATE TRIGGER card_units_counted_delete AFTER DELETE ON card_units REFERENCING OLD TABLE AS old_units FOR EACH STATEMENT EXECUTE FUNCTION stock_counts_follow_units();
--> statement-breakpoint
INSERT INTO stock_counts (card_id, owner_id, state, status, units)
SELECT card_id, owner_id, state, status, count(*) FROM card_units GROUP BY 1, 2, 3, 4;
