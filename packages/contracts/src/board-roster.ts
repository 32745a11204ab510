import { z } from 'zod';
import { schoolYearOf } from './dates.ts';
import { rosterFileBodySchema } from './roster-import.ts';
import { idSchema } from './schools.ts';

/**
 * The board's teacher import and export (spec §2 settings/teacher/import, §7 organization/import
 * multipart file + year, organization/export; issue 14 item 5; decision 024): the school imports'
 * engine with the board's schools as target, the 学校コード column deciding each row's school.
 */

/** The school years a board may import for: last year, this year (default) and next year. */
export const boardImportYears = (today = new Date()): number[] => {
  const current = schoolYearOf(today);
  return [current - 1, current, current + 1];
};

/**
 * POST organization/previewimport and organization/import: the filled-in template (base64, or
 * multipart `file`) and 年度, which must be last, this or next school year (Japanese message naming
 * the range).
 */
export const boardRosterFileBodySchema = rosterFileBodySchema.superRefine((body, ctx) => {
  const years = boardImportYears();
  if (!years.includes(body.year))
    ctx.addIssue({ code: 'custom', path: ['year'], message: `年度は${years[0]}年度から${years[years.length - 1]}年度までで選んでください` });
});
export type BoardRosterFileBody = z.infer<typeof boardRosterFileBodySchema>;

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional());
const optionalYear = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ message: '年度を選んでください' })
    .int('年度を選んでください')
    .min(2000, '年度を選んでください')
    .max(2100, '年度を選んでください')
    .optional(),
);

/** GET organization/export query: the school year of the homeroom classes (default this one) and one school (default all). */
export const boardRosterExportQuerySchema = z.object({ year: optionalYear, schoolId: optionalId }).strict();
export type BoardRosterExportQuery = z.infer<typeof boardRosterExportQuerySchema>;
