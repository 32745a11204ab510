ALTER TABLE "schools" ADD COLUMN "sos_sentence" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "standby_sentence" text;--> statement-breakpoint
INSERT INTO "grade_code_masters" ("code", "name", "school_type", "sort_order") VALUES
  ('E1', '小1', 'elementary', 1), ('E2', '小2', 'elementary', 2), ('E3', '小3', 'elementary', 3),
  ('E4', '小4', 'elementary', 4), ('E5', '小5', 'elementary', 5), ('E6', '小6', 'elementary', 6),
  ('J1', '中1', 'junior_high', 7), ('J2', '中2', 'junior_high', 8), ('J3', '中3', 'junior_high', 9),
  ('C1', '義務教育学校1年', 'compulsory', 10), ('C2', '義務教育学校2年', 'compulsory', 11), ('C3', '義務教育学校3年', 'compulsory', 12),
  ('C4', '義務教育学校4年', 'compulsory', 13), ('C5', '義務教育学校5年', 'compulsory', 14), ('C6', '義務教育学校6年', 'compulsory', 15),
  ('C7', '義務教育学校7年', 'compulsory', 16), ('C8', '義務教育学校8年', 'compulsory', 17), ('C9', '義務教育学校9年', 'compulsory', 18)
ON CONFLICT ("code") DO NOTHING;
