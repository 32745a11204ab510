import { ActionIcon, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconNote, IconNotes } from '@tabler/icons-react';
import { ATTENDANCE_STATUSES, type AbsenceReason, type AttendanceEntry, type AttendanceStatus } from '@sukoyaka/contracts/attendance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAttendanceReason, useSaveAttendanceStatus } from '../hooks/use-attendance.ts';
import { AbsenceMemoModal, ReasonOptions } from './absence-memo-modal.tsx';
import { showFailed } from '../../../components/ui/toast.ts';

export interface AttendanceRegisterCellProps {
  studentId: number;
  name: string;
  /** The day (YYYY-MM-DD, Japan time). */
  date: string;
  /** The register entry of the day; null is the default 出席. */
  attendance: AttendanceEntry | null;
  dailyMemo: string | null;
}

type Shown = { status: AttendanceStatus; reason: AbsenceReason | null };

/**
 * Height of the register's controls (px): low enough that a 35-student class fits in two screens at
 * 1366×768 (issue 10 item 8), still above WCAG 2.2's 24 px target size.
 */
const ROW_CONTROL = 28;
const COMPACT_INPUT = { input: { height: ROW_CONTROL, minHeight: ROW_CONTROL } };

/**
 * The 出欠 cell of the class day view (spec §4 attendance). The status select offers 出席 (the
 * default, an empty label), 欠席, 遅刻 and 早退; choosing a status other than 出席 saves it, then saves
 * the reason and opens the absence memo modal. While absent, a reason select (病欠 … 学級閉鎖, or
 * none) sits beside it. The memo button opens the same modal for the day's memo, shown below.
 */
export function AttendanceRegisterCell({ studentId, name, date, attendance, dailyMemo }: AttendanceRegisterCellProps) {
  const { t } = useTranslation();
  const saveStatus = useSaveAttendanceStatus({ studentId, date });
  const saveReason = useSaveAttendanceReason({ studentId, date });
  const [modal, setModal] = useState<{ key: number } | null>(null);
  // What the teacher just chose, shown while it is saved and the dashboard refreshed (the
  // mutations settle only after that refetch, see use-attendance.ts).
  const [draft, setDraft] = useState<Shown | null>(null);
  const shown: Shown = draft ?? { status: attendance?.status ?? 'attend', reason: attendance?.reason ?? null };
  const busy = saveStatus.isPending || saveReason.isPending;

  function failed(error: unknown) {
    showFailed(error, t('teacher.attendance.saveFailed'));
  }

  function changeStatus(status: AttendanceStatus) {
    const reason = status === 'absent' ? shown.reason : null;
    setDraft({ status, reason });
    saveStatus.mutate(
      { status, reason },
      {
        onSuccess: () => {
          if (status !== 'attend') setModal({ key: Date.now() });
        },
        onError: failed,
        onSettled: () => setDraft(null),
      },
    );
  }

  function changeReason(reason: AbsenceReason | null) {
    if (!attendance) return;
    setDraft({ status: shown.status, reason });
    saveReason.mutate({ id: attendance.id, reason }, { onError: failed, onSettled: () => setDraft(null) });
  }

  const MemoIcon = dailyMemo ? IconNotes : IconNote;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <NativeSelect
          size="xs"
          w={88}
          styles={COMPACT_INPUT}
          aria-label={t('teacher.attendance.statusLabel', { name })}
          value={shown.status}
          disabled={busy}
          onChange={(event) => changeStatus(event.currentTarget.value as AttendanceStatus)}
        >
          {ATTENDANCE_STATUSES.map((status) =>
            status === 'attend' ? (
              <option key={status} value={status} aria-label={t('teacher.attendance.status.attend')}></option>
            ) : (
              <option key={status} value={status}>
                {t(`teacher.attendance.status.${status}`)}
              </option>
            ),
          )}
        </NativeSelect>
        {shown.status === 'absent' ? (
          <NativeSelect
            size="xs"
            w={108}
            styles={COMPACT_INPUT}
            aria-label={t('teacher.attendance.reasonLabel', { name })}
            value={shown.reason ?? ''}
            disabled={busy || !attendance}
            onChange={(event) => changeReason((event.currentTarget.value || null) as AbsenceReason | null)}
          >
            <ReasonOptions />
          </NativeSelect>
        ) : null}
        <ActionIcon
          variant={dailyMemo ? 'light' : 'default'}
          size={ROW_CONTROL}
          aria-label={t('teacher.attendance.memoButton', { name })}
          title={t('teacher.attendance.memoButton', { name })}
          onClick={() => setModal({ key: Date.now() })}
        >
          <MemoIcon size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {dailyMemo ? (
        <Text size="xs" c="gray.8" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
          {dailyMemo}
        </Text>
      ) : null}
      {modal ? (
        <AbsenceMemoModal
          // A fresh modal per opening starts from the saved reason and memo.
          key={modal.key}
          opened
          studentId={studentId}
          name={name}
          date={date}
          entry={
            attendance
              ? { id: attendance.id, status: shown.status, reason: shown.reason }
              : saveStatus.data
                ? { id: saveStatus.data, status: shown.status, reason: shown.reason }
                : null
          }
          dailyMemo={dailyMemo}
          onClose={() => setModal(null)}
        />
      ) : null}
    </Stack>
  );
}
