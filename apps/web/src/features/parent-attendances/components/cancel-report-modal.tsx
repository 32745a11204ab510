import { Alert, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import type { ParentAttendance } from '@sukoyaka/contracts/parent-attendance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useCancelParentAttendance } from '../hooks/use-parent-attendances.ts';
import { useReportLabels } from '../hooks/use-report-labels.ts';
import { ReportDetails } from './report-details.tsx';

export interface CancelReportModalProps {
  /** The report to cancel; kept while the modal animates closed. */
  report: ParentAttendance | null;
  opened: boolean;
  onClose: () => void;
  /** Called with the cancelled report once the server has accepted. */
  onCancelled: (report: ParentAttendance) => void;
}

/**
 * The confirm modal of a cancellation (spec §2 Parent history, §7 POST
 * /api/parents/attendances/{id}/cancel): the report, an optional memo (at most 5,000 characters)
 * and 取り消す / やめる. The button is disabled while the request runs; a 409 (already cancelled,
 * e.g. from another phone) shows the server's message.
 */
export function CancelReportModal({ report, opened, onClose, onCancelled }: CancelReportModalProps) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const cancel = useCancelParentAttendance();
  const [memo, setMemo] = useState('');
  const errors = errorMessages(cancel.error, t('common.error.generic'));

  function close() {
    if (cancel.isPending) return;
    cancel.reset();
    setMemo('');
    onClose();
  }

  function submit() {
    if (!report || cancel.isPending) return;
    const trimmed = memo.trim();
    cancel.mutate(
      { id: report.id, body: trimmed ? { cancelledMemo: trimmed } : {} },
      {
        onSuccess: (row) => {
          cancel.reset();
          setMemo('');
          onCancelled(row);
        },
      },
    );
  }

  return (
    <Modal
      opened={opened && report !== null}
      onClose={close}
      title={t('parent.history.cancelTitle')}
      size="md"
      radius="md"
      closeButtonProps={{ 'aria-label': t('parent.history.close') }}
    >
      {report ? (
        <Stack gap="md">
          <ReportDetails
            items={[
              { label: t('parent.history.child'), value: report.studentName },
              { label: t('parent.absent.date'), value: labels.date(report.date) },
              { label: t('parent.history.status'), value: labels.status(report.status, report.reason) },
            ]}
          />
          <Text>{t('parent.history.cancelLead')}</Text>
          {report.confirmed ? (
            <Alert color="yellow" variant="light">
              {t('parent.history.cancelConfirmedNote')}
            </Alert>
          ) : null}
          <Textarea
            size="md"
            label={t('parent.history.cancelMemo')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={LONG_TEXT_MAX}
            value={memo}
            onChange={(event) => setMemo(event.currentTarget.value)}
          />
          <ErrorAlert messages={errors} />
          <Stack gap="sm">
            <Button color="red" size="md" fullWidth loading={cancel.isPending} disabled={cancel.isPending} onClick={submit}>
              {t('parent.history.cancelSubmit')}
            </Button>
            <Button variant="default" size="md" fullWidth disabled={cancel.isPending} onClick={close}>
              {t('parent.history.cancelClose')}
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
