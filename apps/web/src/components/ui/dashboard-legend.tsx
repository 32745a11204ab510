import { Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangleFilled, IconCircleCheck, IconMessageCircle, IconMessageCircleCheck, IconMessageCircleExclamation } from '@tabler/icons-react';
import { CONDITION_VALUES } from '@sukoyaka/contracts/conditions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionFaceIcon } from './condition-face-icon.tsx';
import { CHECK_PROCESSED, CHECK_UNPROCESSED, TALK_PROCESSED, TALK_UNPROCESSED } from './dashboard-cells.tsx';

function Item({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Group component="li" gap={4} wrap="nowrap">
      {icon}
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/**
 * The dashboards' legend (spec §2 "Alert icon legend", "legend"): the five faces of 心 and 体
 * (良い … 悪い, 回答しない), 未入力, the talk icon (dark red open, blue processed) and the needs-check
 * marks (未対応, 対応済み). Where the school does not record how talk requests were handled
 * (`talkProcessing` false), the talk icon is 話したい alone, in dark red (spec §4).
 */
export function DashboardLegend({ talkProcessing = true }: { talkProcessing?: boolean }) {
  const { t } = useTranslation();
  const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
  return (
    <Paper component="section" aria-labelledby="dashboard-legend-title" withBorder radius="md" px="md" py="xs" bg="white">
      <Group gap="lg" align="center" wrap="wrap">
        <Text id="dashboard-legend-title" size="sm" fw={700}>
          {t('teacher.dashboard.legend.title')}
        </Text>
        <Group component="ul" gap="sm" wrap="wrap" style={list} aria-label={t('teacher.dashboard.legend.faces')}>
          {CONDITION_VALUES.map((value) => (
            <Item key={value} icon={<ConditionFaceIcon value={value} size={20} />} label={t(`common.condition.${value}`)} />
          ))}
          <Item
            icon={
              <Text component="span" c="gray.7" aria-hidden="true">
                —
              </Text>
            }
            label={t('common.condition.none')}
          />
        </Group>
        <Group component="ul" gap="sm" wrap="wrap" style={list} aria-label={t('teacher.dashboard.legend.talk')}>
          {talkProcessing ? (
            <>
              <Item
                icon={<IconMessageCircleExclamation size={20} color={TALK_UNPROCESSED} stroke={2.2} aria-hidden="true" />}
                label={t('teacher.dashboard.talk.unprocessed')}
              />
              <Item
                icon={<IconMessageCircleCheck size={20} color={TALK_PROCESSED} stroke={2.2} aria-hidden="true" />}
                label={t('teacher.dashboard.talk.processed')}
              />
            </>
          ) : (
            <Item
              icon={<IconMessageCircle size={20} color={TALK_UNPROCESSED} stroke={2.2} aria-hidden="true" />}
              label={t('teacher.dashboard.talk.requested')}
            />
          )}
        </Group>
        <Group component="ul" gap="sm" wrap="wrap" style={list} aria-label={t('teacher.dashboard.legend.needsCheck')}>
          <Item
            icon={<IconAlertTriangleFilled size={18} color={CHECK_UNPROCESSED} aria-hidden="true" />}
            label={t('teacher.dashboard.legend.needsCheckUnprocessed')}
          />
          <Item icon={<IconCircleCheck size={18} color={CHECK_PROCESSED} aria-hidden="true" />} label={t('teacher.dashboard.legend.needsCheckProcessed')} />
        </Group>
      </Group>
    </Paper>
  );
}
