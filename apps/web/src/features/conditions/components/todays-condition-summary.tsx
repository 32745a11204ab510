import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconPencil, IconRotate } from '@tabler/icons-react';
import type { ConditionKind, ConditionValue } from '@sukoyaka/contracts/conditions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import type { PendingCheckIn } from '../hooks/use-conditions.ts';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';

export interface TodaysConditionSummaryProps {
  /** Today's faces: the saved row, or a check-in still waiting in the outbox; null when none. */
  row: { mental: ConditionValue | null; physical: ConditionValue | null } | null;
  /** Set when `row` is a check-in that has not been sent yet. */
  pending?: PendingCheckIn | null;
  /** The saved row could not be loaded (offline): say so instead of "not yet". */
  unavailable?: boolean;
  /** Where "やり直す" / "きろくする" leads: the check-in page. */
  checkInTo: string;
}

function KindCard({ kind, value }: { kind: ConditionKind; value: ConditionValue | null }) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const label = value ? t(`student.faces.${value}`) : t('student.faces.none');
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="md" wrap="nowrap">
        {value ? <ConditionFaceIcon value={value} size={64} /> : null}
        <Stack gap={2}>
          <Text size="md" c="gray.7" fw={600}>
            {kind === 'mental' ? t('student.todays.mental') : t('student.todays.physical')}
          </Text>
          <Text fz={24} fw={700}>
            {rich(label)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Today's recorded faces (spec §2 "recent-condition screen"): こころ and からだ with their face and
 * label, and a やり直す link back to the check-in; without a check-in, a link to record one. A
 * check-in made offline shows as waiting until the outbox has sent it (issue 3).
 */
export function TodaysConditionSummary({ row, pending, unavailable, checkInTo }: TodaysConditionSummaryProps) {
  const { t } = useTranslation();
  const wording = useWordingContext();
  const { rich } = useTextRenderer();
  const shown = pending ?? row;
  return (
    <Stack gap="md" component="section" aria-labelledby="todays-condition-title">
      <Title order={1} id="todays-condition-title" fz={{ base: 26, sm: 32 }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
        {rich(t('student.todays.title', { context: wording }))}
      </Title>
      {shown ? (
        <>
          {pending ? (
            <Alert color="yellow" variant="light" icon={<IconClockHour4 size={22} aria-hidden="true" />}>
              <Text size="lg" fw={600}>
                {rich(t('student.offline.waiting'))}
              </Text>
            </Alert>
          ) : (
            <Text size="lg">{rich(t('student.todays.recorded', { context: wording }))}</Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <KindCard kind="mental" value={shown.mental} />
            <KindCard kind="physical" value={shown.physical} />
          </SimpleGrid>
          <Group>
            <Button component={Link} to={checkInTo} variant="light" size="md" h={44} leftSection={<IconRotate size={20} aria-hidden="true" />}>
              {rich(t('student.todays.redo'))}
            </Button>
          </Group>
        </>
      ) : unavailable ? (
        <Text size="lg">{rich(t('student.todays.unavailable'))}</Text>
      ) : (
        <>
          <Text size="lg">{rich(t('student.todays.notYet', { context: wording }))}</Text>
          <Group>
            <Button component={Link} to={checkInTo} size="lg" leftSection={<IconPencil size={20} aria-hidden="true" />}>
              {rich(t('student.todays.record'))}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
