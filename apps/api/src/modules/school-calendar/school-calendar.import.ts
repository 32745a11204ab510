import type { SchoolCalendarImportBody, SchoolCalendarImportResult } from '@sukoyaka/contracts/school-calendar';
import type { Database } from '@sukoyaka/db/client';
import { badRequest } from '../../lib/http-errors.ts';
import type { SchoolScope } from '../../lib/actor.ts';
import { INVALID_FILE_MESSAGE, parseCalendarWorkbook } from './school-calendar.excel.ts';
import { calendarContext, insertRanges } from './school-calendar.service.ts';
import { checkRanges } from './school-calendar.validate.ts';

const FIELD_NAMES: Record<string, string> = { from: '開始日', to: '終了日', klassId: '学級' };

/**
 * POST /api/teachers/school_calendar/import (issue 10): the filled-in Excel template, all rows
 * stored or none. With `dryRun` nothing is stored and the rows are returned (the page's preview).
 * @throws 400 with the spec §8 invalid-file message and `fieldErrors.file` listing the reasons
 * (not an Excel file, not the template, several sheets, `N行目: …` for bad dates, kinds, classes,
 * ranges ending before they start, outside a school year or overlapping); nothing is stored.
 */
export async function importCalendar(db: Database, scope: SchoolScope, body: SchoolCalendarImportBody): Promise<SchoolCalendarImportResult> {
  const bytes = Buffer.from(body.file, 'base64');
  const ctx = await calendarContext(db, scope);
  const parsed = await parseCalendarWorkbook(bytes, (year, name) => ctx.klassNames.get(`${year}:${name}`));
  if ('reasons' in parsed) throw badRequest(INVALID_FILE_MESSAGE, { file: parsed.reasons });
  const errors = checkRanges(parsed.drafts, ctx, '');
  const reasons = [
    ...parsed.rowReasons,
    ...Object.entries(errors).flatMap(([key, list]) => {
      const [i, field] = key.split('.') as [string, string];
      return list.map((m) => `${parsed.rows[Number(i)]}行目 ${FIELD_NAMES[field] ?? field}: ${m}`);
    }),
  ];
  if (reasons.length > 0) throw badRequest(INVALID_FILE_MESSAGE, { file: reasons });
  if (!body.dryRun) await insertRanges(db, scope, ctx, parsed.drafts);
  return { stored: !body.dryRun, ranges: parsed.drafts };
}
