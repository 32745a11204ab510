import type { BoardReportFileQuery, BoardReportType } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import type { OrganizationScope } from '../../lib/actor.ts';
import { buildBoardReport } from './report-data.ts';
import { boardReportExcel, boardReportPdf } from './report-files.ts';

/** The board's reports (issue 14): small-group suppression (decision 026), the report tables and their Excel and PDF files. */
export { rateOf, suppressTree, SMALL_MAX, type CountNode } from './suppression.ts';
export { buildBoardReport, monthsOf } from './report-data.ts';
export { boardReportExcel, boardReportPdf, SUPPRESSION_NOTE } from './report-files.ts';

/**
 * A board report as a file (GET organization/dashboard_*?type=excel|pdf): the bytes, content type
 * and file name (title + YYMMDD_hhmm, spec §9). @throws 404 a school or grade outside the organisation.
 */
export async function boardReportFile(
  db: Database,
  scope: OrganizationScope,
  type: BoardReportType,
  query: BoardReportFileQuery,
): Promise<{ fileName: string; body: Buffer; contentType: string }> {
  const { type: fileType, ...body } = query;
  const report = await buildBoardReport(db, scope, type, body);
  if (fileType === 'pdf') return { ...(await boardReportPdf(report)), contentType: 'application/pdf' };
  return { ...(await boardReportExcel(report)), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}
