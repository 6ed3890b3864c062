-- Every status change of a campaign or an order is appended to status_history by the database itself, so
-- no code path (staff, payments, jobs, a future one) can change a status without leaving a row. The writer
-- names itself with `set_config('quillpost.actor', …, true)` in its transaction; unset means the system.
CREATE FUNCTION quillpost_status_actor() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('quillpost.actor', true), ''), 'system')
$$;
--> statement-breakpoint
CREATE FUNCTION quillpost_campaign_status_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A draft is not an event; a campaign created straight into a later status (manual orders) is.
    IF NEW.status <> 'draft' THEN
      INSERT INTO status_history (campaign_id, subject, from_status, status, actor, detail)
      VALUES (NEW.id, 'campaign', NULL, NEW.status, quillpost_status_actor(),
              nullif(current_setting('quillpost.reason', true), ''));
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO status_history (campaign_id, subject, from_status, status, actor, detail)
    VALUES (NEW.id, 'campaign', OLD.status, NEW.status, quillpost_status_actor(),
            nullif(current_setting('quillpost.reason', true), ''));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION quillpost_order_status_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO status_history (campaign_id, order_id, subject, from_status, status, actor, detail)
    VALUES (NEW.campaign_id, NEW.id, 'order', CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END, NEW.status,
            quillpost_status_actor(), nullif(current_setting('quillpost.reason', true), ''));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER campaigns_status_history AFTER INSERT OR UPDATE OF status ON campaigns
  FOR EACH ROW EXECUTE FUNCTION quillpost_campaign_status_history();
--> statement-breakpoint
CREATE TRIGGER orders_status_history AFTER INSERT OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION quillpost_order_status_history();
