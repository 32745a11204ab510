import { Anchor, Button, Group, NativeSelect } from '@mantine/core';
import { BULK_STATUS_LABELS } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { canConfirm, type BulkAction, type BulkState } from '../lib/bulk-change.ts';
import { StudentExportButton } from './student-export-button.tsx';
import { paths } from '../../../lib/paths.ts';

type BulkStatus = keyof typeof BULK_STATUS_LABELS;

/** 文部科学省「いじめの防止等のための基本的な方針」: the response guide the header links to. */
export const RESPONSE_GUIDE_URL = 'https://www.mext.go.jp/a_menu/shotou/seitoshidou/1302904.htm';

export interface AlertsActionsProps {
  deliveryId: number | null;
  gradeId?: number;
  klassId?: number;
  alertsEnabled: boolean;
  bulk: BulkState;
  dispatch: (action: BulkAction) => void;
  onSave: () => void;
  saving: boolean;
  onExportPdfs: () => void;
  /** A board user's school access (decision 028): the status choice offers 組織確認済み only. */
  board?: boolean;
}

/**
 * The header's button group (spec §2): status edit mode toggle, response guide (the Excel export
 * of the answer list is in the header filters, AlertsFilters), Excel of every question's answers (students/export_many_questionaire for the
 * filtered grade / class, issue 11 item 5), data output (the answer PDFs; disabled until a questionnaire is selected) and
 * questionnaire management (only when the school's alerts are enabled). In edit mode, the bulk
 * change: status choice (1–3 for teachers, only 4 組織確認済み in a board user's school access), 確認する (disabled until chosen), the confirm modal 本当に一括変更しますか
 * with the new status, 保存する / キャンセル (spec §4).
 */
export function AlertsActions({
  deliveryId,
  gradeId,
  klassId,
  alertsEnabled,
  bulk,
  dispatch,
  onSave,
  saving,
  onExportPdfs,
  board = false,
}: AlertsActionsProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  // Teachers set 1–3; a board user's school access only 組織確認済み (decisions 028, 037).
  const statuses: readonly BulkStatus[] = board ? [4] : [1, 2, 3];
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant={bulk.editing ? 'filled' : 'outline'} onClick={() => dispatch({ type: 'toggleEdit' })} aria-pressed={bulk.editing} disabled={!deliveryId}>
        {bulk.editing ? t('bullyingAlerts.actions.endEdit') : t('bullyingAlerts.actions.edit')}
      </Button>
      <Anchor href={RESPONSE_GUIDE_URL} target="_blank" rel="noreferrer">
        {t('bullyingAlerts.actions.guide')}
      </Anchor>
      {/* Every question of the delivery for the filtered grade / class (a class teacher's: their classes, by the API). */}
      <StudentExportButton
        file={{ kind: 'export_many_questionaire', questionnaireDeliveryId: deliveryId ?? 0, gradeId, klassId }}
        label={t('bullyingAlerts.studentExports.many')}
        disabled={!deliveryId}
      />
      {/* The answer PDFs are a teacher's job: not in a board user's school access (decision 037). */}
      <Button variant="outline" onClick={onExportPdfs} disabled={!deliveryId || board}>
        {t('bullyingAlerts.actions.dataOutput')}
      </Button>
      {alertsEnabled ? (
        <Button component={Link} to={paths.teacher(schoolCode, 'questionnaire-deliveries')} variant="subtle">
          {t('bullyingAlerts.actions.manage')}
        </Button>
      ) : null}
      {bulk.editing ? (
        <Group gap="xs" align="flex-end">
          <NativeSelect
            label={t('bullyingAlerts.bulk.status')}
            value={bulk.status ? String(bulk.status) : ''}
            data={[{ value: '', label: t('bullyingAlerts.bulk.choose') }, ...statuses.map((n) => ({ value: String(n), label: BULK_STATUS_LABELS[n] }))]}
            onChange={(e) => dispatch({ type: 'chooseStatus', status: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          />
          <Button disabled={!canConfirm(bulk)} onClick={() => dispatch({ type: 'openConfirm' })}>
            {t('bullyingAlerts.bulk.confirm')}
          </Button>
          <Button variant="default" onClick={() => dispatch({ type: 'cancel' })}>
            {t('bullyingAlerts.bulk.cancel')}
          </Button>
        </Group>
      ) : null}
      <ConfirmModal
        opened={bulk.confirming}
        title={t('bullyingAlerts.bulk.modalTitle')}
        confirmLabel={t('bullyingAlerts.bulk.save')}
        cancelLabel={t('bullyingAlerts.bulk.cancel')}
        onConfirm={onSave}
        onCancel={() => dispatch({ type: 'cancel' })}
        loading={saving}
      >
        {t('bullyingAlerts.bulk.modalBody', { status: bulk.status ? BULK_STATUS_LABELS[bulk.status as BulkStatus] : '', count: bulk.checked.length })}
      </ConfirmModal>
    </Group>
  );
}
