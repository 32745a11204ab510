import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BoardCandidates } from '../../../../features/bullying-cases/board/board-candidates.tsx';
import { BoardSurvey } from '../../../../features/bullying-cases/board/board-survey.tsx';
import { ReportPageHead } from '../../../../features/organization-reports/components/report-page-head.tsx';

/**
 * `/local_governments/report/bullying` (issue 26 items 3–4, decisions 060, 061): the 重大事態
 * candidates and absence warnings of the board's schools, and the pre-filled bullying survey.
 */
export function BullyingReportPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ReportPageHead title={t('organization.report.pages.bullying')} lead={t('organization.report.leads.bullying')} />
      <BoardCandidates />
      <BoardSurvey />
    </Stack>
  );
}
