-- Custom SQL migration file, put your code below! ---- Board daily figures (issue 14, decision 026): check-in counts per school, class and date, kept
-- exact by triggers on conditions, so a check-in changed later (offline sync, a teacher's edit,
-- a deletion) moves its count from the old cell to the new one in the same transaction.
CREATE OR REPLACE FUNCTION board_daily_figures_apply(p_student bigint, p_school bigint, p_date date, p_mental condition_value, p_physical condition_value, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_klass bigint;
BEGIN
  IF p_mental IS NULL AND p_physical IS NULL THEN
    RETURN;
  END IF;
  SELECT e.klass_id INTO v_klass
    FROM student_enrollments e JOIN school_years y ON y.id = e.school_year_id
   WHERE e.student_id = p_student AND y.school_id = p_school
     AND y.year = extract(year FROM p_date)::int - CASE WHEN extract(month FROM p_date) < 4 THEN 1 ELSE 0 END;
  INSERT INTO board_daily_figures AS f (school_id, date, klass_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
  VALUES (
    p_school, p_date, coalesce(v_klass, 0), p_sign,
    p_sign * coalesce((p_mental = 'bad')::int, 0), p_sign * coalesce((p_mental = 'worst')::int, 0),
    p_sign * coalesce((p_physical = 'bad')::int, 0), p_sign * coalesce((p_physical = 'worst')::int, 0)
  )
  ON CONFLICT (school_id, date, klass_id) DO UPDATE SET
    check_ins = f.check_ins + excluded.check_ins,
    mental_bad = f.mental_bad + excluded.mental_bad,
    mental_worst = f.mental_worst + excluded.mental_worst,
    physical_bad = f.physical_bad + excluded.physical_bad,
    physical_worst = f.physical_worst + excluded.physical_worst;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_daily_figures_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    PERFORM board_daily_figures_apply(OLD.student_id, OLD.school_id, OLD.date, OLD.mental, OLD.physical, -1);
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    PERFORM board_daily_figures_apply(NEW.student_id, NEW.school_id, NEW.date, NEW.mental, NEW.physical, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conditions_board_daily_figures_ins AFTER INSERT ON conditions FOR EACH ROW EXECUTE FUNCTION board_daily_figures_trg();
--> statement-breakpoint
CREATE TRIGGER conditions_board_daily_figures_del AFTER DELETE ON conditions FOR EACH ROW EXECUTE FUNCTION board_daily_figures_trg();
--> statement-breakpoint
CREATE TRIGGER conditions_board_daily_figures_upd AFTER UPDATE ON conditions FOR EACH ROW
  WHEN (OLD.mental IS DISTINCT FROM NEW.mental OR OLD.physical IS DISTINCT FROM NEW.physical OR OLD.date IS DISTINCT FROM NEW.date
        OR OLD.student_id IS DISTINCT FROM NEW.student_id OR OLD.school_id IS DISTINCT FROM NEW.school_id)
  EXECUTE FUNCTION board_daily_figures_trg();
--> statement-breakpoint
INSERT INTO board_daily_figures (school_id, date, klass_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
SELECT c.school_id, c.date, coalesce(e.klass_id, 0), count(*)::int,
       count(*) FILTER (WHERE c.mental = 'bad')::int, count(*) FILTER (WHERE c.mental = 'worst')::int,
       count(*) FILTER (WHERE c.physical = 'bad')::int, count(*) FILTER (WHERE c.physical = 'worst')::int
  FROM conditions c
  LEFT JOIN school_years y ON y.school_id = c.school_id
   AND y.year = extract(year FROM c.date)::int - CASE WHEN extract(month FROM c.date) < 4 THEN 1 ELSE 0 END
  LEFT JOIN student_enrollments e ON e.student_id = c.student_id AND e.school_year_id = y.id
 WHERE c.mental IS NOT NULL OR c.physical IS NOT NULL
 GROUP BY 1, 2, 3;
