import { z } from 'zod';
import { idSchema } from './schools.ts';

/** The three reports of spec §9 with their titles (also the Excel file name's start). */
export const REPORT_TYPES = ['registration', 'sos', 'condition'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TITLES: Record<ReportType, string> = {
  registration: '登録状況',
  sos: '話したいボタンの活用状況',
  condition: '心と身体の不調状況',
};
/** Spec §9 column widths: 24 and 18, then the third by title. */
export const REPORT_COLUMN_WIDTHS: Record<ReportType, [number, number, number]> = {
  registration: [24, 18, 10],
  sos: [24, 18, 18],
  condition: [24, 18, 20],
};

/** An empty filter value (`gradeId=`) counts as no filter (spec §5: empty values are dropped). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** GET /api/teachers/students/report query: which report, fiscal year, optional month, grade, class. */
export const studentsReportQuerySchema = z
  .object({
    type: z.enum(REPORT_TYPES),
    year: optional(z.coerce.number().int().min(2022).max(2100)),
    month: optional(z.coerce.number().int().min(1).max(12)),
    gradeId: optional(idSchema),
    klassId: optional(idSchema),
  })
  .strict();
export type StudentsReportQuery = z.infer<typeof studentsReportQuerySchema>;
