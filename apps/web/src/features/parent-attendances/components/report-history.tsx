import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ParentAttendance } from '@sukoyaka/contracts/parent-attendance';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayKey } from '../../../lib/dates.ts';
import { CancelReportModal } from './cancel-report-modal.tsx';
import { ReportCard } from './report-card.tsx';

export interface ReportHistoryProps {
  /** The family's reports, newest day first (GET /api/parents/attendances). */
  reports: ParentAttendance[];
  /** Where a new report is written (the absent page). */
  newReportTo: string;
}

/**
 * The family's reports (spec §2 Parent history): newest first, each with its state; an active
 * report for today or a later day can be cancelled through a confirm modal with an optional memo.
 * Past days are history only: the register of a day gone by is the teacher's.
 */
export function ReportHistory({ reports, newReportTo }: ReportHistoryProps) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<ParentAttendance | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const today = todayKey();

  // The cancel button the modal would return focus to is gone: start again at the confirmation.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  function openCancel(report: ParentAttendance) {
    setDone(false);
    setCancelling(report);
    setModalOpen(true);
  }

  if (reports.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Text>{t('parent.history.empty')}</Text>
        <Button component={Link} to={newReportTo} size="md">
          {t('parent.history.newReport')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {done ? (
        <Alert
          ref={doneRef}
          tabIndex={-1}
          role="status"
          color="green"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          withCloseButton
          closeButtonLabel={t('parent.history.close')}
          onClose={() => setDone(false)}
        >
          {t('parent.history.cancelled')}
        </Alert>
      ) : null}
      {reports.map((report) => (
        <ReportCard key={report.id} report={report} onCancel={report.date >= today ? openCancel : undefined} />
      ))}
      <CancelReportModal
        report={cancelling}
        opened={modalOpen}
        onClose={() => setModalOpen(false)}
        onCancelled={() => {
          setModalOpen(false);
          setDone(true);
        }}
      />
    </Stack>
  );
}
