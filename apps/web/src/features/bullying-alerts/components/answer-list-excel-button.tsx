import { Button } from '@mantine/core';
import type { BullyingAlertsQuery } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../../lib/api-download.ts';
import { confirmHeaders } from '../../../lib/confirm-token.ts';
import { useDownload } from '../../../lib/use-download.ts';

export interface AnswerListExcelButtonProps {
  /** The selected delivery; the button is off without one. */
  deliveryId: number | null;
  /** The header's filters: grade and class, 対応状況, 確認状況, 話したい. */
  filters: Pick<BullyingAlertsQuery, 'gradeId' | 'klassId' | 'status' | 'confirmStatus' | 'talk'>;
}

/**
 * 回答一覧をExcelで出力 in the dashboard header (spec §2 "Excel export of the answer list"; issue 24
 * item 10): bullying_alerts/export_survey of the selected delivery with the header's filters, so
 * the file lists the students the filtered view shows; through the one download helper, with the
 * confirm token of password re-entry (decision 022).
 */
export function AnswerListExcelButton({ deliveryId, filters }: AnswerListExcelButtonProps) {
  const { t } = useTranslation();
  const excel = useDownload((id: number) =>
    apiDownload('/api/teachers/bullying_alerts/export_survey', {
      query: { questionnaireDeliveryId: id, ...filters },
      fallbackName: 'bullying.xlsx',
      headers: confirmHeaders(),
    }),
  );
  return (
    <Button variant="outline" size="md" onClick={() => deliveryId && excel.mutate(deliveryId)} loading={excel.isPending} disabled={!deliveryId}>
      {t('bullyingAlerts.actions.excel')}
    </Button>
  );
}
