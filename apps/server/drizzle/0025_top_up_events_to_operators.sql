-- A top-up's change goes to its owner as before, and, when it starts or stops waiting for review,
-- to every platform operator too: their Home's to-do counts the top-ups to review (decision 031).
CREATE OR REPLACE FUNCTION user_events_of_top_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_events (user_id, kind, subject, data)
  VALUES (NEW.user_id, 'top_up', NEW.id::text, jsonb_build_object('role', 'OWNER', 'status', NEW.status, 'reference', NEW.reference));
  IF NEW.status = 'WAITING_REVIEW' OR OLD.status = 'WAITING_REVIEW' THEN
    INSERT INTO user_events (user_id, kind, subject, data)
    SELECT u.id, 'top_up', NEW.id::text, jsonb_build_object('role', 'OPERATOR', 'status', NEW.status, 'reference', NEW.reference)
    FROM users u WHERE u.platform_operator AND u.id <> NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
