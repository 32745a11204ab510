-- Access log is append-only (issue 9, APPI 要配慮個人情報; README "Data protection").
-- UPDATE and TRUNCATE are refused; DELETE only of rows older than the retention period, which the
-- retention job names per transaction with set_config('sukoyaka.access_log_retention_days', n, true)
-- (default 1827 days ≈ 5 years when unset; less than 1 day is refused).
CREATE FUNCTION "access_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days integer := coalesce(nullif(current_setting('sukoyaka.access_log_retention_days', true), '')::integer, 1827);
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'access_logs is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF days < 1 THEN
    RAISE EXCEPTION 'access_logs: a retention period of % days is refused', days USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD."at" >= now() - make_interval(days => days) THEN
    RAISE EXCEPTION 'access_logs: only rows older than the retention period (% days) may be deleted', days USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "access_logs_append_only" BEFORE UPDATE OR DELETE ON "access_logs" FOR EACH ROW EXECUTE FUNCTION "access_logs_append_only"();
--> statement-breakpoint
CREATE TRIGGER "access_logs_no_truncate" BEFORE TRUNCATE ON "access_logs" FOR EACH STATEMENT EXECUTE FUNCTION "access_logs_append_only"();
