import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconRotate } from '@tabler/icons-react';
import type { ConditionKind, ConditionRow, ConditionValue } from '@sukoyaka/contracts/conditions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';

export interface TodaysConditionSummaryProps {
  /** Today's check-in, or null when there is none yet. */
  row: ConditionRow | null;
  /** Where "やり直す" / "きろくする" leads: the check-in page. */
  checkInTo: string;
}

function KindCard({ kind, value }: { kind: ConditionKind; value: ConditionValue | null }) {
  const { t } = useTranslation();
  const label = value ? t(`common.condition.${value}`) : t('common.condition.none');
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="md" wrap="nowrap">
        {value ? <ConditionFaceIcon value={value} size={64} /> : null}
        <Stack gap={2}>
          <Text size="md" c="gray.7" fw={600}>
            {kind === 'mental' ? t('student.todays.mental') : t('student.todays.physical')}
          </Text>
          <Text fz={24} fw={700}>
            {label}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Today's recorded faces (spec §2 "recent-condition screen"): こころ and からだ with their face and
 * label, and a やり直す link back to the check-in; without a check-in, a link to record one.
 */
export function TodaysConditionSummary({ row, checkInTo }: TodaysConditionSummaryProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="todays-condition-title">
      <Title order={1} id="todays-condition-title" fz={{ base: 26, sm: 32 }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
        {t('student.todays.title')}
      </Title>
      {row ? (
        <>
          <Text size="lg">{t('student.todays.recorded')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <KindCard kind="mental" value={row.mental} />
            <KindCard kind="physical" value={row.physical} />
          </SimpleGrid>
          <Group>
            <Button component={Link} to={checkInTo} variant="light" size="md" leftSection={<IconRotate size={20} aria-hidden="true" />}>
              {t('student.todays.redo')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="lg">{t('student.todays.notYet')}</Text>
          <Group>
            <Button component={Link} to={checkInTo} size="lg" leftSection={<IconPencil size={20} aria-hidden="true" />}>
              {t('student.todays.record')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
