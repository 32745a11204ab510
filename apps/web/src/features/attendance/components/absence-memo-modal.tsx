import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { ABSENCE_REASONS, type AbsenceReason, type AttendanceStatus } from '@sukoyaka/contracts/attendance';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useSaveAbsenceMemo } from '../hooks/use-attendance.ts';

export interface AbsenceMemoModalProps {
  opened: boolean;
  studentId: number;
  name: string;
  date: string;
  /** The register entry as it is now (after the status was saved). */
  entry: { id: number; status: AttendanceStatus; reason: AbsenceReason | null } | null;
  dailyMemo: string | null;
  onClose: () => void;
}

/** The reason select of the register (spec §4: only for absent; the empty choice is 理由なし). */
export function ReasonOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="" aria-label={t('teacher.attendance.reasonNone')}></option>
      {ABSENCE_REASONS.map((reason) => (
        <option key={reason} value={reason}>
          {t(`teacher.attendance.reasons.${reason}`)}
        </option>
      ))}
    </>
  );
}

/**
 * The absence memo modal (spec §2 "Modals: … absence memo", §4 "closing saves reason and daily
 * memo"): the absence reason (absent only) and the teacher's memo of the student's day. Every way
 * of closing (the button, ×, Esc, a click outside) saves what changed (a kit form; nothing to
 * check beyond the 5,000 characters the field allows); when saving fails the modal stays open
 * with the server's message and can then be closed without saving.
 */
export function AbsenceMemoModal({ opened, studentId, name, date, entry, dailyMemo, onClose }: AbsenceMemoModalProps) {
  const { t } = useTranslation();
  const form = useContractForm({ initialValues: { reason: (entry?.reason ?? '') as AbsenceReason | '', memo: dailyMemo ?? '' } });
  const save = useSaveAbsenceMemo({ studentId, date });
  const absent = entry?.status === 'absent';

  function close() {
    if (save.isPending) return;
    const { reason, memo } = form.getValues();
    const nextReason = reason === '' ? null : reason;
    const change = {
      reason: absent && entry && nextReason !== entry.reason ? { id: entry.id, reason: nextReason } : undefined,
      memo: memo.trim() !== (dailyMemo ?? '') ? memo.trim() : undefined,
    };
    if (!change.reason && change.memo === undefined) {
      onClose();
      return;
    }
    save.mutate(change, { onSuccess: onClose });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('teacher.attendance.memoTitle', { name, date: formatDate(date) })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('teacher.dashboard.close') }}
    >
      <Stack gap="md">
        {absent ? (
          <NativeSelect size="md" label={t('teacher.attendance.reason')} {...form.getInputProps('reason')}>
            <ReasonOptions />
          </NativeSelect>
        ) : null}
        <Textarea
          size="md"
          label={t('teacher.attendance.memo')}
          placeholder={t('teacher.attendance.memoPlaceholder')}
          {...form.getInputProps('memo')}
          maxLength={LONG_TEXT_MAX}
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
        />
        {save.isError ? <ErrorAlert messages={[t('teacher.attendance.saveFailed')]} error={save.error} /> : null}
        <Group justify="flex-end" gap="sm">
          {save.isError ? (
            <Button variant="default" size="md" onClick={onClose}>
              {t('teacher.attendance.closeWithoutSaving')}
            </Button>
          ) : null}
          <Button size="md" loading={save.isPending} onClick={close}>
            {t('teacher.attendance.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
