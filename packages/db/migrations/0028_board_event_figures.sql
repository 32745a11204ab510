CREATE TABLE "board_student_year_flags" (
	"school_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"student_id" bigint NOT NULL,
	"talk_months" integer DEFAULT 0 NOT NULL,
	"mental_alert_months" integer DEFAULT 0 NOT NULL,
	"physical_alert_months" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "board_student_year_flags_school_id_year_student_id_pk" PRIMARY KEY("school_id","year","student_id")
);
--> statement-breakpoint
ALTER TABLE "board_school_daily_figures" ADD COLUMN "talk_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "board_school_daily_figures" ADD COLUMN "talk_unprocessed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "board_school_daily_figures" ADD COLUMN "alerts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "board_school_daily_figures" ADD COLUMN "alerts_unprocessed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "board_student_year_flags" ADD CONSTRAINT "board_student_year_flags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "soss_unprocessed_idx" ON "soss" USING btree ("school_id","created_at") WHERE NOT "soss"."processed";--> statement-breakpoint
CREATE INDEX "condition_alerts_unprocessed_idx" ON "condition_alerts" USING btree ("school_id") WHERE NOT "condition_alerts"."processed";--> statement-breakpoint
-- Board event figures (issue 14 speed, decision 041): 話したい presses and condition alerts per
-- school and day in board_school_daily_figures, and per student the months of the 年度 with any
-- (board_student_year_flags, bit 0 = April … bit 11 = March), kept exact by triggers on soss and
-- condition_alerts in the same transaction as the change.
CREATE OR REPLACE FUNCTION board_event_apply(p_school bigint, p_date date, p_talk integer, p_talk_unprocessed integer, p_alerts integer, p_alerts_unprocessed integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO board_school_daily_figures AS f (school_id, date, talk_requests, talk_unprocessed, alerts, alerts_unprocessed)
  VALUES (p_school, p_date, p_talk, p_talk_unprocessed, p_alerts, p_alerts_unprocessed)
  ON CONFLICT (school_id, date) DO UPDATE SET
    talk_requests = f.talk_requests + excluded.talk_requests,
    talk_unprocessed = f.talk_unprocessed + excluded.talk_unprocessed,
    alerts = f.alerts + excluded.alerts,
    alerts_unprocessed = f.alerts_unprocessed + excluded.alerts_unprocessed;
END $$;
--> statement-breakpoint
-- Sets a student's month bit of one kind ('talk', 'mental', 'physical'): an OR, so concurrent
-- presses never lose one.
CREATE OR REPLACE FUNCTION board_student_month_mark(p_school bigint, p_student bigint, p_date date, p_kind text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_year integer := extract(year FROM p_date)::int - CASE WHEN extract(month FROM p_date) < 4 THEN 1 ELSE 0 END;
  v_bit integer := 1 << ((extract(month FROM p_date)::int + 8) % 12);
BEGIN
  INSERT INTO board_student_year_flags AS f (school_id, year, student_id, talk_months, mental_alert_months, physical_alert_months)
  VALUES (p_school, v_year, p_student,
          CASE WHEN p_kind = 'talk' THEN v_bit ELSE 0 END,
          CASE WHEN p_kind = 'mental' THEN v_bit ELSE 0 END,
          CASE WHEN p_kind = 'physical' THEN v_bit ELSE 0 END)
  ON CONFLICT (school_id, year, student_id) DO UPDATE SET
    talk_months = f.talk_months | excluded.talk_months,
    mental_alert_months = f.mental_alert_months | excluded.mental_alert_months,
    physical_alert_months = f.physical_alert_months | excluded.physical_alert_months;
END $$;
--> statement-breakpoint
-- Recomputes a student's three bits of the month of p_date from soss and condition_alerts (after
-- a deletion or a move). The row is locked first, so the check sees any press committed before.
CREATE OR REPLACE FUNCTION board_student_month_refresh(p_school bigint, p_student bigint, p_date date)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_year integer := extract(year FROM p_date)::int - CASE WHEN extract(month FROM p_date) < 4 THEN 1 ELSE 0 END;
  v_bit integer := 1 << ((extract(month FROM p_date)::int + 8) % 12);
  v_from date := date_trunc('month', p_date)::date;
  v_to date := (date_trunc('month', p_date) + interval '1 month')::date;
BEGIN
  PERFORM 1 FROM board_student_year_flags WHERE school_id = p_school AND year = v_year AND student_id = p_student FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE board_student_year_flags SET
    talk_months = (talk_months & ~v_bit) | CASE WHEN EXISTS (SELECT 1 FROM soss s WHERE s.student_id = p_student AND s.school_id = p_school AND s.date >= v_from AND s.date < v_to) THEN v_bit ELSE 0 END,
    mental_alert_months = (mental_alert_months & ~v_bit) | CASE WHEN EXISTS (SELECT 1 FROM condition_alerts a WHERE a.student_id = p_student AND a.condition_kind = 'mental' AND a.school_id = p_school AND a.date >= v_from AND a.date < v_to) THEN v_bit ELSE 0 END,
    physical_alert_months = (physical_alert_months & ~v_bit) | CASE WHEN EXISTS (SELECT 1 FROM condition_alerts a WHERE a.student_id = p_student AND a.condition_kind = 'physical' AND a.school_id = p_school AND a.date >= v_from AND a.date < v_to) THEN v_bit ELSE 0 END
  WHERE school_id = p_school AND year = v_year AND student_id = p_student;
  DELETE FROM board_student_year_flags
   WHERE school_id = p_school AND year = v_year AND student_id = p_student AND talk_months = 0 AND mental_alert_months = 0 AND physical_alert_months = 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_soss_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM board_event_apply(OLD.school_id, OLD.date, -1, CASE WHEN OLD.processed THEN 0 ELSE -1 END, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM board_event_apply(NEW.school_id, NEW.date, 1, CASE WHEN NEW.processed THEN 0 ELSE 1 END, 0, 0);
    PERFORM board_student_month_mark(NEW.school_id, NEW.student_id, NEW.date, 'talk');
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.school_id, OLD.student_id, OLD.date) IS DISTINCT FROM (NEW.school_id, NEW.student_id, NEW.date)) THEN
    PERFORM board_student_month_refresh(OLD.school_id, OLD.student_id, OLD.date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_condition_alerts_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM board_event_apply(OLD.school_id, OLD.date, 0, 0, -1, CASE WHEN OLD.processed THEN 0 ELSE -1 END);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM board_event_apply(NEW.school_id, NEW.date, 0, 0, 1, CASE WHEN NEW.processed THEN 0 ELSE 1 END);
    PERFORM board_student_month_mark(NEW.school_id, NEW.student_id, NEW.date, NEW.condition_kind);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.school_id, OLD.student_id, OLD.date, OLD.condition_kind) IS DISTINCT FROM (NEW.school_id, NEW.student_id, NEW.date, NEW.condition_kind)) THEN
    PERFORM board_student_month_refresh(OLD.school_id, OLD.student_id, OLD.date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER soss_board_figures AFTER INSERT OR DELETE OR UPDATE OF school_id, student_id, date, processed ON soss
  FOR EACH ROW EXECUTE FUNCTION board_soss_figures();
--> statement-breakpoint
CREATE TRIGGER condition_alerts_board_figures AFTER INSERT OR DELETE OR UPDATE OF school_id, student_id, date, condition_kind, processed ON condition_alerts
  FOR EACH ROW EXECUTE FUNCTION board_condition_alerts_figures();
--> statement-breakpoint
-- Recounts both from the raw rows for `p_schools` (this migration, and the city seed, which loads
-- its rows with the triggers off).
CREATE OR REPLACE FUNCTION board_event_figures_rebuild(p_schools bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE board_school_daily_figures SET talk_requests = 0, talk_unprocessed = 0, alerts = 0, alerts_unprocessed = 0
   WHERE school_id = ANY(p_schools) AND (talk_requests, talk_unprocessed, alerts, alerts_unprocessed) <> (0, 0, 0, 0);
  INSERT INTO board_school_daily_figures AS f (school_id, date, talk_requests, talk_unprocessed, alerts, alerts_unprocessed)
  SELECT school_id, date, sum(t)::int, sum(tu)::int, sum(a)::int, sum(au)::int FROM (
      SELECT school_id, date, count(*) AS t, count(*) FILTER (WHERE NOT processed) AS tu, 0 AS a, 0 AS au FROM soss WHERE school_id = ANY(p_schools) GROUP BY 1, 2
      UNION ALL
      SELECT school_id, date, 0, 0, count(*), count(*) FILTER (WHERE NOT processed) FROM condition_alerts WHERE school_id = ANY(p_schools) GROUP BY 1, 2
    ) x GROUP BY 1, 2
  ON CONFLICT (school_id, date) DO UPDATE SET
    talk_requests = excluded.talk_requests, talk_unprocessed = excluded.talk_unprocessed,
    alerts = excluded.alerts, alerts_unprocessed = excluded.alerts_unprocessed;
  DELETE FROM board_student_year_flags WHERE school_id = ANY(p_schools);
  INSERT INTO board_student_year_flags (school_id, year, student_id, talk_months, mental_alert_months, physical_alert_months)
  SELECT school_id, extract(year FROM date)::int - CASE WHEN extract(month FROM date) < 4 THEN 1 ELSE 0 END, student_id,
         bit_or(CASE WHEN kind = 'talk' THEN 1 << ((extract(month FROM date)::int + 8) % 12) ELSE 0 END),
         bit_or(CASE WHEN kind = 'mental' THEN 1 << ((extract(month FROM date)::int + 8) % 12) ELSE 0 END),
         bit_or(CASE WHEN kind = 'physical' THEN 1 << ((extract(month FROM date)::int + 8) % 12) ELSE 0 END)
    FROM (
      SELECT school_id, student_id, date, 'talk' AS kind FROM soss WHERE school_id = ANY(p_schools)
      UNION ALL
      SELECT school_id, student_id, date, condition_kind FROM condition_alerts WHERE school_id = ANY(p_schools)
    ) x GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT board_event_figures_rebuild(ARRAY(SELECT id FROM schools));
