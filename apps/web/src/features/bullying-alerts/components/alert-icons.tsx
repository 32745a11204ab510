import { Group, Paper, Text } from '@mantine/core';
import { IconAlertOctagonFilled, IconAlertTriangleFilled, IconCircleCheck, IconEye, IconHourglassHigh, IconMessageCircleFilled } from '@tabler/icons-react';
import { ALERT_LEVELS, type AlertLevel } from '@sukoyaka/contracts/questionnaires';
import type { BullyingAlert } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';

/** Colours with at least 4.5:1 on white (axe): one per level, from calm to most serious. */
const LEVEL_STYLE: Record<AlertLevel, { color: string; Icon: typeof IconCircleCheck }> = {
  normal: { color: 'var(--mantine-color-green-9)', Icon: IconCircleCheck },
  first_stage: { color: 'var(--mantine-color-yellow-9)', Icon: IconAlertTriangleFilled },
  first_stage_plus: { color: 'var(--mantine-color-orange-9)', Icon: IconAlertTriangleFilled },
  second_stage: { color: 'var(--mantine-color-red-8)', Icon: IconAlertOctagonFilled },
  second_stage_plus: { color: 'var(--mantine-color-red-9)', Icon: IconAlertOctagonFilled },
  third_stage: { color: 'var(--mantine-color-grape-9)', Icon: IconAlertOctagonFilled },
};

/**
 * The alert level icon of a sheet (spec §4 "Alert level"): one icon per level, a dash for any
 * other value; an unfinished sheet shows the hourglass (回答中). Labelled for screen readers.
 */
export function AlertLevelIcon({ alert, size = 20 }: { alert: Pick<BullyingAlert, 'level' | 'completed'> | null; size?: number }) {
  const { t } = useTranslation();
  if (!alert || alert.completed === null) {
    return (
      <Text component="span" c="gray.7" aria-label={t('bullyingAlerts.level.none')}>
        -
      </Text>
    );
  }
  if (alert.completed === false)
    return <IconHourglassHigh size={size} color="var(--mantine-color-gray-7)" aria-label={t('bullyingAlerts.level.answering')} role="img" />;
  const style = (ALERT_LEVELS as readonly string[]).includes(alert.level) ? LEVEL_STYLE[alert.level] : null;
  if (!style) return <Text component="span">-</Text>;
  return <style.Icon size={size} color={style.color} aria-label={t(`bullyingAlerts.level.${alert.level}`)} role="img" />;
}

/** The witness icon (seen) and the talk icon (question 'true'). */
export function AlertFlags({ alert, size = 18 }: { alert: Pick<BullyingAlert, 'seen' | 'question'>; size?: number }) {
  const { t } = useTranslation();
  return (
    <>
      {alert.seen ? <IconEye size={size} color="var(--mantine-color-blue-9)" aria-label={t('bullyingAlerts.flags.seen')} role="img" /> : null}
      {alert.question === 'true' ? (
        <IconMessageCircleFilled size={size} color="var(--mantine-color-red-9)" aria-label={t('bullyingAlerts.flags.talk')} role="img" />
      ) : null}
    </>
  );
}

/** The alert icon legend of the dashboard header (spec §2). */
export function AlertLegend() {
  const { t } = useTranslation();
  const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
  const item = (key: string, icon: React.ReactNode, label: string) => (
    <Group component="li" key={key} gap={4} wrap="nowrap">
      {icon}
      <Text size="sm">{label}</Text>
    </Group>
  );
  return (
    <Paper component="section" aria-labelledby="bullying-legend-title" withBorder radius="md" px="md" py="xs" bg="white">
      <Group gap="lg" wrap="wrap">
        <Text id="bullying-legend-title" size="sm" fw={700}>
          {t('bullyingAlerts.legend.title')}
        </Text>
        <Group component="ul" gap="sm" wrap="wrap" style={list}>
          {ALERT_LEVELS.map((level) => item(level, <AlertLevelIcon alert={{ level, completed: true }} />, t(`bullyingAlerts.level.${level}`)))}
          {item('answering', <AlertLevelIcon alert={{ level: 'normal', completed: false }} />, t('bullyingAlerts.level.answering'))}
          {item('none', <AlertLevelIcon alert={null} />, t('bullyingAlerts.level.none'))}
          {item('seen', <AlertFlags alert={{ seen: true, question: 'false' }} />, t('bullyingAlerts.flags.seen'))}
          {item('talk', <AlertFlags alert={{ seen: false, question: 'true' }} />, t('bullyingAlerts.flags.talk'))}
        </Group>
      </Group>
    </Paper>
  );
}
