CREATE TABLE "board_school_daily_figures" (
	"school_id" bigint NOT NULL,
	"date" date NOT NULL,
	"check_ins" integer DEFAULT 0 NOT NULL,
	"mental_bad" integer DEFAULT 0 NOT NULL,
	"mental_worst" integer DEFAULT 0 NOT NULL,
	"physical_bad" integer DEFAULT 0 NOT NULL,
	"physical_worst" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "board_school_daily_figures_school_id_date_pk" PRIMARY KEY("school_id","date")
);
--> statement-breakpoint
DROP INDEX "soss_school_date_idx";--> statement-breakpoint
DROP INDEX "condition_alerts_school_date_idx";--> statement-breakpoint
ALTER TABLE "board_school_daily_figures" ADD CONSTRAINT "board_school_daily_figures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_enrollments_year_klass_idx" ON "student_enrollments" USING btree ("school_year_id","klass_id");--> statement-breakpoint
CREATE INDEX "soss_school_date_idx" ON "soss" USING btree ("school_id","date","processed","student_id","created_at");--> statement-breakpoint
CREATE INDEX "condition_alerts_school_date_idx" ON "condition_alerts" USING btree ("school_id","date","processed","student_id","condition_kind");--> statement-breakpoint
-- Board school daily figures (issue 14 speed, decision 035): the same trigger function that keeps
-- board_daily_figures (per class) exact also keeps the per-school row, so a check-in changed later
-- moves its count in both tables in the same transaction.
CREATE OR REPLACE FUNCTION board_daily_figures_apply(p_student bigint, p_school bigint, p_date date, p_mental condition_value, p_physical condition_value, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_klass bigint;
  v_mb integer := p_sign * coalesce((p_mental = 'bad')::int, 0);
  v_mw integer := p_sign * coalesce((p_mental = 'worst')::int, 0);
  v_pb integer := p_sign * coalesce((p_physical = 'bad')::int, 0);
  v_pw integer := p_sign * coalesce((p_physical = 'worst')::int, 0);
BEGIN
  IF p_mental IS NULL AND p_physical IS NULL THEN
    RETURN;
  END IF;
  SELECT e.klass_id INTO v_klass
    FROM student_enrollments e JOIN school_years y ON y.id = e.school_year_id
   WHERE e.student_id = p_student AND y.school_id = p_school
     AND y.year = extract(year FROM p_date)::int - CASE WHEN extract(month FROM p_date) < 4 THEN 1 ELSE 0 END;
  INSERT INTO board_daily_figures AS f (school_id, date, klass_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
  VALUES (p_school, p_date, coalesce(v_klass, 0), p_sign, v_mb, v_mw, v_pb, v_pw)
  ON CONFLICT (school_id, date, klass_id) DO UPDATE SET
    check_ins = f.check_ins + excluded.check_ins,
    mental_bad = f.mental_bad + excluded.mental_bad,
    mental_worst = f.mental_worst + excluded.mental_worst,
    physical_bad = f.physical_bad + excluded.physical_bad,
    physical_worst = f.physical_worst + excluded.physical_worst;
  INSERT INTO board_school_daily_figures AS f (school_id, date, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
  VALUES (p_school, p_date, p_sign, v_mb, v_mw, v_pb, v_pw)
  ON CONFLICT (school_id, date) DO UPDATE SET
    check_ins = f.check_ins + excluded.check_ins,
    mental_bad = f.mental_bad + excluded.mental_bad,
    mental_worst = f.mental_worst + excluded.mental_worst,
    physical_bad = f.physical_bad + excluded.physical_bad,
    physical_worst = f.physical_worst + excluded.physical_worst;
END $$;
--> statement-breakpoint
INSERT INTO board_school_daily_figures (school_id, date, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
SELECT school_id, date, sum(check_ins)::int, sum(mental_bad)::int, sum(mental_worst)::int, sum(physical_bad)::int, sum(physical_worst)::int
  FROM board_daily_figures GROUP BY 1, 2;
