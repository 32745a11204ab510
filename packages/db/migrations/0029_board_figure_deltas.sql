CREATE TABLE "board_figure_deltas" (
	"school_id" bigint NOT NULL,
	"date" date NOT NULL,
	"student_id" bigint NOT NULL,
	"check_ins" integer NOT NULL,
	"mental_bad" integer NOT NULL,
	"mental_worst" integer NOT NULL,
	"physical_bad" integer NOT NULL,
	"physical_worst" integer NOT NULL
);
--> statement-breakpoint
-- Board figures off the check-in's lock path (issue 14 speed, decision 041): the trigger on
-- conditions appends a delta row instead of upserting the class's and the school's row of the
-- day, which every check-in of a school used to wait for at 8:05. board_figures_fold() moves the
-- deltas into the figures (the worker runs it every few seconds); readers add the deltas not yet
-- folded, so what they show is exact at any moment.
CREATE OR REPLACE FUNCTION board_daily_figures_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (OLD.mental IS NOT NULL OR OLD.physical IS NOT NULL) THEN
    INSERT INTO board_figure_deltas (school_id, date, student_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
    VALUES (OLD.school_id, OLD.date, OLD.student_id, -1,
            -coalesce((OLD.mental = 'bad')::int, 0), -coalesce((OLD.mental = 'worst')::int, 0),
            -coalesce((OLD.physical = 'bad')::int, 0), -coalesce((OLD.physical = 'worst')::int, 0));
  END IF;
  IF TG_OP <> 'DELETE' AND (NEW.mental IS NOT NULL OR NEW.physical IS NOT NULL) THEN
    INSERT INTO board_figure_deltas (school_id, date, student_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
    VALUES (NEW.school_id, NEW.date, NEW.student_id, 1,
            coalesce((NEW.mental = 'bad')::int, 0), coalesce((NEW.mental = 'worst')::int, 0),
            coalesce((NEW.physical = 'bad')::int, 0), coalesce((NEW.physical = 'worst')::int, 0));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves every delta row into the figures in one statement: the class is the student's class in
-- the date's school year (0 without one), as the trigger of migration 0022 looked it up. Two
-- folds at once never count a row twice: the second one's DELETE skips the rows the first took.
-- Returns the number of delta rows folded.
CREATE OR REPLACE FUNCTION board_figures_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_rows integer;
BEGIN
  WITH d AS (
    DELETE FROM board_figure_deltas RETURNING *
  ), k AS (
    SELECT d.school_id, d.date, coalesce(e.klass_id, 0) AS klass_id, count(*) AS n, sum(d.check_ins)::int AS check_ins,
           sum(d.mental_bad)::int AS mental_bad, sum(d.mental_worst)::int AS mental_worst,
           sum(d.physical_bad)::int AS physical_bad, sum(d.physical_worst)::int AS physical_worst
      FROM d
      LEFT JOIN school_years y ON y.school_id = d.school_id
       AND y.year = extract(year FROM d.date)::int - CASE WHEN extract(month FROM d.date) < 4 THEN 1 ELSE 0 END
      LEFT JOIN student_enrollments e ON e.student_id = d.student_id AND e.school_year_id = y.id
     GROUP BY 1, 2, 3
  ), by_klass AS (
    INSERT INTO board_daily_figures AS f (school_id, date, klass_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
    SELECT school_id, date, klass_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst FROM k
    ON CONFLICT (school_id, date, klass_id) DO UPDATE SET
      check_ins = f.check_ins + excluded.check_ins,
      mental_bad = f.mental_bad + excluded.mental_bad,
      mental_worst = f.mental_worst + excluded.mental_worst,
      physical_bad = f.physical_bad + excluded.physical_bad,
      physical_worst = f.physical_worst + excluded.physical_worst
  ), by_school AS (
    INSERT INTO board_school_daily_figures AS f (school_id, date, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
    SELECT school_id, date, sum(check_ins)::int, sum(mental_bad)::int, sum(mental_worst)::int, sum(physical_bad)::int, sum(physical_worst)::int
      FROM k GROUP BY 1, 2
    ON CONFLICT (school_id, date) DO UPDATE SET
      check_ins = f.check_ins + excluded.check_ins,
      mental_bad = f.mental_bad + excluded.mental_bad,
      mental_worst = f.mental_worst + excluded.mental_worst,
      physical_bad = f.physical_bad + excluded.physical_bad,
      physical_worst = f.physical_worst + excluded.physical_worst
  )
  SELECT coalesce(sum(n), 0)::int INTO v_rows FROM k;
  RETURN v_rows;
END $$;
--> statement-breakpoint
DROP FUNCTION board_daily_figures_apply(bigint, bigint, date, condition_value, condition_value, integer);
