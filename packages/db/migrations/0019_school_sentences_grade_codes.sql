ALTER TABLE "schools" ADD COLUMN "sos_sentence" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "standby_sentence" text;--> statement-breakpoint
INSERT INTO "grade_code_masters" ("code", "name", "school_type", "sort_order") VALUES
  (\x27E1\x27, \x27小1\x27, \x27elementary\x27, 1), (\x27E2\x27, \x27小2\x27, \x27elementary\x27, 2), (\x27E3\x27, \x27小3\x27, \x27elementary\x27, 3),
  (\x27E4\x27, \x27小4\x27, \x27elementary\x27, 4), (\x27E5\x27, \x27小5\x27, \x27elementary\x27, 5), (\x27E6\x27, \x27小6\x27, \x27elementary\x27, 6),
  (\x27J1\x27, \x27中1\x27, \x27junior_high\x27, 7), (\x27J2\x27, \x27中2\x27, \x27junior_high\x27, 8), (\x27J3\x27, \x27中3\x27, \x27junior_high\x27, 9),
  (\x27C1\x27, \x27義務教育学校1年\x27, \x27compulsory\x27, 10), (\x27C2\x27, \x27義務教育学校2年\x27, \x27compulsory\x27, 11), (\x27C3\x27, \x27義務教育学校3年\x27, \x27compulsory\x27, 12),
  (\x27C4\x27, \x27義務教育学校4年\x27, \x27compulsory\x27, 13), (\x27C5\x27, \x27義務教育学校5年\x27, \x27compulsory\x27, 14), (\x27C6\x27, \x27義務教育学校6年\x27, \x27compulsory\x27, 15),
  (\x27C7\x27, \x27義務教育学校7年\x27, \x27compulsory\x27, 16), (\x27C8\x27, \x27義務教育学校8年\x27, \x27compulsory\x27, 17), (\x27C9\x27, \x27義務教育学校9年\x27, \x27compulsory\x27, 18)
ON CONFLICT ("code") DO NOTHING;
