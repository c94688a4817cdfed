CREATE TABLE "event_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT 0 NOT NULL,
	"id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notification_settings_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_settings_channel_check" CHECK ("notification_settings"."channel" in ('INBOX', 'EMAIL', 'PUSH'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"data" jsonb NOT NULL,
	"event_id" bigint NOT NULL,
	"in_inbox" boolean DEFAULT true NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_key" ON "notifications" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null and in_inbox;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_events_tx_idx" ON "user_events" USING btree ("tx","id");--> statement-breakpoint
CREATE INDEX "user_events_user_idx" ON "user_events" USING btree ("user_id","tx","id");--> statement-breakpoint
CREATE INDEX "user_events_created_idx" ON "user_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_low_stock_check" CHECK ("listings"."low_stock_threshold" between 0 and 1000000);--> statement-breakpoint
-- Live events are written by the transaction that makes them happen (docs/decisions/031).
-- An order's event, to its buyer and its seller.
CREATE FUNCTION user_events_of_order_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o record;
BEGIN
  SELECT buyer_id, seller_id, order_no, quantity, snapshot->>'name' AS card_name INTO o FROM orders WHERE id = NEW.order_id;
  INSERT INTO user_events (user_id, kind, subject, data)
  SELECT party.user_id, 'order', NEW.order_id::text,
         jsonb_build_object('role', party.role, 'orderNo', o.order_no, 'status', NEW.to_status, 'reason', NEW.reason,
                            'actor', NEW.actor, 'byUser', NEW.user_id = party.user_id, 'quantity', o.quantity, 'cardName', o.card_name)
  FROM (VALUES (o.buyer_id, 'BUYER'), (o.seller_id, 'SELLER')) AS party(user_id, role);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_events_user_events AFTER INSERT ON order_events FOR EACH ROW EXECUTE FUNCTION user_events_of_order_event();
--> statement-breakpoint
-- A follow's request or change, to the store's owner and to the follower; a removed follow to both.
CREATE FUNCTION user_events_of_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  f follows;
  owner uuid;
  status text;
BEGIN
  IF TG_OP = 'DELETE' THEN f := OLD; status := 'REMOVED'; ELSE f := NEW; status := NEW.status; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.requested_at = NEW.requested_at THEN RETURN NULL; END IF;
  SELECT owner_id INTO owner FROM stores WHERE id = f.store_id;
  INSERT INTO user_events (user_id, kind, subject, data)
  SELECT party.user_id, 'follow', f.id::text,
         jsonb_build_object('role', party.role, 'status', status, 'storeId', f.store_id,
                            'requested', status = 'PENDING' AND (TG_OP = 'INSERT' OR OLD.status <> 'PENDING' OR OLD.requested_at <> NEW.requested_at))
  FROM (VALUES (owner, 'STORE'), (f.follower_id, 'FOLLOWER')) AS party(user_id, role);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER follows_user_events AFTER INSERT OR UPDATE OF status, requested_at OR DELETE ON follows FOR EACH ROW EXECUTE FUNCTION user_events_of_follow();
--> statement-breakpoint
-- A task's progress and end, to the person who started it (heartbeats write nothing).
CREATE FUNCTION user_events_of_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_events (user_id, kind, subject, data)
  VALUES (NEW.owner_id, 'task', NEW.id::text,
          jsonb_build_object('taskKind', NEW.kind, 'state', NEW.state, 'done', NEW.done_count, 'failed', NEW.failed_count, 'total', NEW.total_count));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_user_events AFTER UPDATE ON tasks FOR EACH ROW
  WHEN (NEW.owner_id IS NOT NULL AND (OLD.state, OLD.done_count, OLD.failed_count, OLD.total_count) IS DISTINCT FROM (NEW.state, NEW.done_count, NEW.failed_count, NEW.total_count))
  EXECUTE FUNCTION user_events_of_task();
--> statement-breakpoint
-- Stock for sale falling below a listed listing's threshold: once per crossing. What a listing sells
-- is its owner's FREE units of the card (stock mode ALL) or the units set aside for it (LISTED, mode LIMITED).
CREATE FUNCTION user_events_of_low_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_events (user_id, kind, subject, data)
  SELECT NEW.owner_id, 'stock.low', l.id::text,
         jsonb_build_object('listingId', l.id, 'cardId', l.card_id, 'cardName', l.name, 'units', NEW.units, 'threshold', l.low_stock_threshold)
  FROM listings l JOIN stores s ON s.id = l.store_id
  WHERE s.owner_id = NEW.owner_id AND l.card_id = NEW.card_id AND l.listed
    AND l.stock_mode = CASE NEW.state WHEN 'FREE' THEN 'ALL' ELSE 'LIMITED' END
    AND OLD.units >= l.low_stock_threshold AND NEW.units < l.low_stock_threshold;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_counts_low_stock AFTER UPDATE OF units ON stock_counts FOR EACH ROW
  WHEN (NEW.status = 'NORMAL' AND NEW.state IN ('FREE', 'LISTED') AND NEW.units < OLD.units)
  EXECUTE FUNCTION user_events_of_low_stock();
--> statement-breakpoint
-- A VCoin top-up's voucher sent or its decision, to its owner.
CREATE FUNCTION user_events_of_top_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_events (user_id, kind, subject, data)
  VALUES (NEW.user_id, 'top_up', NEW.id::text, jsonb_build_object('status', NEW.status, 'reference', NEW.reference));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER top_ups_user_events AFTER UPDATE OF status ON top_ups FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION user_events_of_top_up();
--> statement-breakpoint
-- A new inbox entry, to its reader (the bell's count).
CREATE FUNCTION user_events_of_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.in_inbox THEN
    INSERT INTO user_events (user_id, kind, subject, data) VALUES (NEW.user_id, 'notification', NEW.id::text, jsonb_build_object('kind', NEW.kind));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_user_events AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION user_events_of_notification();
