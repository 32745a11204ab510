import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';

/** The answers were brought back from this tablet's draft: say so, and offer to start again. */
export function DraftRestoredNotice({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  return (
    <Alert color="blue" variant="light">
      <Group justify="space-between" gap="sm">
        <Text size="md">{rich(t('student.healthcheck.draftRestored'))}</Text>
        <Button variant="default" size="sm" h={44} leftSection={<IconRotate size={18} aria-hidden="true" />} onClick={onRestart}>
          {rich(t('student.healthcheck.restart'))}
        </Button>
      </Group>
    </Alert>
  );
}

/** After a refused 登録: how many items still need an answer (each is named at its item). */
export function FixErrorsNotice({ count }: { count: number }) {
  const { t } = useTranslation();
  const wording = useWordingContext();
  const { rich } = useTextRenderer();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
      <Text size="lg" fw={600}>
        {rich(t('student.healthcheck.fixErrors', { count, context: wording }))}
      </Text>
    </Alert>
  );
}
