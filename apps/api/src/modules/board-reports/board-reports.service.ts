import type { BoardReportFileQuery, BoardReportType } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import type { OrganizationScope } from '../../lib/actor.ts';
import type { DownloadFile } from '../../lib/workbook.ts';
import { buildBoardReport } from './report-data.ts';
import { boardReportExcel, boardReportPdf } from './report-files.ts';

/**
 * A board report (issue 14; small-group suppression, decision 026) as a file (GET
 * organization/dashboard_*?type=excel|pdf): the file name (title + YYMMDD_hhmm, spec §9) and the
 * bytes. @throws 404 a school or grade outside the organisation.
 */
export async function boardReportFile(db: Database, scope: OrganizationScope, type: BoardReportType, query: BoardReportFileQuery): Promise<DownloadFile> {
  const { type: fileType, ...body } = query;
  const report = await buildBoardReport(db, scope, type, body);
  return fileType === 'pdf' ? boardReportPdf(report) : boardReportExcel(report);
}
