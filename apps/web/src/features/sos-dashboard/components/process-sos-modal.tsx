import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import type { TeacherSosRecord } from '@sukoyaka/contracts/sos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import type { SosProcessedStatus } from '../api/sos-dashboard.ts';
import { useProcessSos } from '../hooks/use-sos-dashboard.ts';
import { formatRecordTime } from '../../../lib/time-formats.ts';

export interface ProcessSosModalProps {
  sos: TeacherSosRecord;
  statuses: SosProcessedStatus[];
  onClose: () => void;
  /** Called after the SOS was recorded as processed. */
  onDone: () => void;
}

/**
 * Records how an SOS was handled (spec §4 SOS: "a status name from a configured list"): the
 * teacher picks one of the school's statuses; 記録する stays disabled until one is chosen. The
 * server's message shows when it refuses (already processed, processing switched off).
 */
export function ProcessSosModal({ sos, statuses, onClose, onDone }: ProcessSosModalProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const process = useProcessSos();
  const errors = errorMessages(process.error, t('common.error.generic'));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('teacher.sosDashboard.processTitle')}
      size="md"
      centered
      closeButtonProps={{ 'aria-label': t('teacher.dashboard.close') }}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600}>
            {t('teacher.student.klassNumber', { grade: sos.student.gradeName, klass: sos.student.klassName, number: sos.student.studentNumber })}{' '}
            {sos.student.name}
          </Text>
          <Text size="sm">
            {formatRecordTime(sos.datetime)}「{stripFurigana(sos.label)}」
          </Text>
        </Stack>
        <NativeSelect
          size="md"
          label={t('teacher.sosDashboard.processStatus')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
          data={[
            { value: '', label: t('teacher.sosDashboard.processStatusPlaceholder'), disabled: true },
            ...statuses.map((s) => ({ value: s.name, label: s.name })),
          ]}
          data-autofocus
        />
        <ErrorAlert messages={errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose}>
            {t('teacher.sosDashboard.cancel')}
          </Button>
          <Button
            size="md"
            disabled={!status}
            loading={process.isPending}
            onClick={() => process.mutate({ id: sos.id, processedStatus: status }, { onSuccess: onDone })}
          >
            {t('teacher.sosDashboard.processSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
