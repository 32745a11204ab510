import { Alert, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { parentAttendanceCancelBodySchema, type ParentAttendance } from '@sukoyaka/contracts/parent-attendance';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
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
  const form = useContractForm({
    schema: parentAttendanceCancelBodySchema,
    toBody: (v: { cancelledMemo: string }) => (v.cancelledMemo.trim() ? { cancelledMemo: v.cancelledMemo } : {}),
    initialValues: { cancelledMemo: '' },
  });

  function close() {
    if (cancel.isPending) return;
    cancel.reset();
    form.reset();
    onClose();
  }

  const submit = form.onSubmit((body) => {
    if (!report || cancel.isPending) return;
    return cancel.mutateAsync(
      { id: report.id, body },
      {
        onSuccess: (row) => {
          cancel.reset();
          form.reset();
          onCancelled(row);
        },
        onError: form.setServerErrors,
      },
    );
  });

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
        <form onSubmit={submit} noValidate>
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
              {...form.getInputProps('cancelledMemo')}
            />
            <ErrorAlert messages={form.serverErrors} />
            <Stack gap="sm">
              <Button type="submit" color="red" size="md" fullWidth loading={cancel.isPending} disabled={cancel.isPending}>
                {t('parent.history.cancelSubmit')}
              </Button>
              <Button variant="default" size="md" fullWidth disabled={cancel.isPending} onClick={close}>
                {t('parent.history.cancelClose')}
              </Button>
            </Stack>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
