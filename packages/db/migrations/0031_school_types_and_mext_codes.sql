ALTER TABLE "schools" ADD COLUMN "mext_school_code" text;--> statement-breakpoint
ALTER TABLE "grade_code_masters" ADD COLUMN "jp_grade_code" text;--> statement-breakpoint
ALTER TABLE "grade_code_masters" ADD COLUMN "department" text;--> statement-breakpoint
CREATE UNIQUE INDEX "schools_mext_school_code_key" ON "schools" USING btree ("mext_school_code");--> statement-breakpoint
-- The national grade codes of every school type (decision 046): existing rows get their Japan Profile code, new ones are added.
INSERT INTO "grade_code_masters" ("code", "name", "school_type", "sort_order", "jp_grade_code", "department") VALUES
  ('E1', '小1', 'elementary', 1, 'P1', NULL),
  ('E2', '小2', 'elementary', 2, 'P2', NULL),
  ('E3', '小3', 'elementary', 3, 'P3', NULL),
  ('E4', '小4', 'elementary', 4, 'P4', NULL),
  ('E5', '小5', 'elementary', 5, 'P5', NULL),
  ('E6', '小6', 'elementary', 6, 'P6', NULL),
  ('J1', '中1', 'junior_high', 7, 'J1', NULL),
  ('J2', '中2', 'junior_high', 8, 'J2', NULL),
  ('J3', '中3', 'junior_high', 9, 'J3', NULL),
  ('G1', '義務教育学校1年', 'compulsory', 21, 'P1', NULL),
  ('G2', '義務教育学校2年', 'compulsory', 22, 'P2', NULL),
  ('G3', '義務教育学校3年', 'compulsory', 23, 'P3', NULL),
  ('G4', '義務教育学校4年', 'compulsory', 24, 'P4', NULL),
  ('G5', '義務教育学校5年', 'compulsory', 25, 'P5', NULL),
  ('G6', '義務教育学校6年', 'compulsory', 26, 'P6', NULL),
  ('G7', '義務教育学校7年', 'compulsory', 27, 'J1', NULL),
  ('G8', '義務教育学校8年', 'compulsory', 28, 'J2', NULL),
  ('G9', '義務教育学校9年', 'compulsory', 29, 'J3', NULL),
  ('SP1', '小学部1年', 'special_needs', 41, 'P1', '小学部'),
  ('SP2', '小学部2年', 'special_needs', 42, 'P2', '小学部'),
  ('SP3', '小学部3年', 'special_needs', 43, 'P3', '小学部'),
  ('SP4', '小学部4年', 'special_needs', 44, 'P4', '小学部'),
  ('SP5', '小学部5年', 'special_needs', 45, 'P5', '小学部'),
  ('SP6', '小学部6年', 'special_needs', 46, 'P6', '小学部'),
  ('SJ1', '中学部1年', 'special_needs', 47, 'J1', '中学部'),
  ('SJ2', '中学部2年', 'special_needs', 48, 'J2', '中学部'),
  ('SJ3', '中学部3年', 'special_needs', 49, 'J3', '中学部'),
  ('SH1', '高等部1年', 'special_needs', 50, 'H1', '高等部'),
  ('SH2', '高等部2年', 'special_needs', 51, 'H2', '高等部'),
  ('SH3', '高等部3年', 'special_needs', 52, 'H3', '高等部'),
  ('H1', '高1', 'high', 61, 'H1', NULL),
  ('H2', '高2', 'high', 62, 'H2', NULL),
  ('H3', '高3', 'high', 63, 'H3', NULL)
ON CONFLICT ("code") DO UPDATE SET "jp_grade_code" = excluded."jp_grade_code", "department" = excluded."department", "sort_order" = excluded."sort_order";
