import { Badge, Group, Stack, Text, VisuallyHidden, type MantineBreakpoint } from '@mantine/core';
import { IconAlertTriangleFilled, IconCircleCheck, IconMessageCircle, IconMessageCircleCheck, IconMessageCircleExclamation } from '@tabler/icons-react';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import type { SosRecord, TalkState } from '@sukoyaka/contracts/sos';
import { useTranslation } from 'react-i18next';
import { japanClockTime } from '../../lib/dates.ts';
import { needsCheckState, type AlertFlag } from '../../lib/needs-check.ts';
import { ConditionFaceIcon } from './condition-face-icon.tsx';

/** Talk icon colours of spec §4: dark red while any SOS is open, blue when all are processed. */
export const TALK_UNPROCESSED = '#8b0000'; // 10.0:1 on white
export const TALK_PROCESSED = '#1864ab'; // 6.6:1 on white
/** Needs-check colours: an open alert in strong orange-red, a resolved one in green (both ≥ 4.5:1). */
export const CHECK_UNPROCESSED = '#c92a2a';
export const CHECK_PROCESSED = '#2b7a3b';

export interface ConditionValueCellProps {
  value: ConditionValue | null;
  /** Face only (the week table); the label is still read by screen readers. */
  compact?: boolean;
  /** Show the name beside the face only from this breakpoint up (narrow tablets get the face). */
  labelVisibleFrom?: MantineBreakpoint;
}

/**
 * 心 or 体 of one day (spec §2 per-student table): the face and its name (良い … 悪い, 回答しない);
 * 未入力 is a dash. Compact cells show the face alone and keep the name for screen readers.
 */
export function ConditionValueCell({ value, compact = false, labelVisibleFrom }: ConditionValueCellProps) {
  const { t } = useTranslation();
  if (!value) {
    return (
      <Text c="gray.7" ta={compact ? 'center' : undefined}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('common.condition.none')}</VisuallyHidden>
      </Text>
    );
  }
  if (compact) {
    return (
      <Group justify="center" title={t(`common.condition.${value}`)}>
        <ConditionFaceIcon value={value} size={24} />
        <VisuallyHidden>{t(`common.condition.${value}`)}</VisuallyHidden>
      </Group>
    );
  }
  const label = t(`common.condition.${value}`);
  return (
    <Group gap={6} wrap="nowrap" title={labelVisibleFrom ? label : undefined}>
      <ConditionFaceIcon value={value} size={26} />
      <Text size="sm" fw={value === 'worst' ? 700 : 400} style={{ whiteSpace: 'nowrap' }} visibleFrom={labelVisibleFrom}>
        {label}
      </Text>
      {labelVisibleFrom ? <VisuallyHidden hiddenFrom={labelVisibleFrom}>{label}</VisuallyHidden> : null}
    </Group>
  );
}

export interface TalkIndicatorProps {
  talk: TalkState;
  /** The day's requests, listed with their Japan-time times and labels (not in compact cells). */
  soss?: SosRecord[];
  compact?: boolean;
  /**
   * Whether the school records how talk requests were handled (its 話したい対応状況 setting,
   * enabledProcessedSos). Off, there is no handled/unhandled state: 話したい alone, dark red.
   */
  processing?: boolean;
  /** Show the label beside the icon only from this breakpoint up (narrow tablets get the icon). */
  labelVisibleFrom?: MantineBreakpoint;
  /** A request escalated as unanswered (decision 033); by default read from `soss`. Shown as 長時間未対応 with processing on. */
  escalated?: boolean;
}

/**
 * 話 of one day (spec §4 "Talk icon blue when all processed and processing is enabled, else dark
 * red"): with processing on, the icon with 話したい（未対応／対応済み）, blue once all are processed;
 * with processing off, 話したい with the dark-red icon and no state. Nothing visible without a request.
 */
export function TalkIndicator({ talk, soss = [], compact = false, processing = true, labelVisibleFrom, escalated }: TalkIndicatorProps) {
  const { t } = useTranslation();
  if (talk === 'none') return <VisuallyHidden>{t('teacher.dashboard.talk.none')}</VisuallyHidden>;
  const processed = processing && talk === 'processed';
  const late = processing && (escalated ?? soss.some((s) => s.escalated === true));
  const lateBadge = late ? (
    <Badge color="red" variant="filled" size="sm" title={t('alertFeedback.escalatedTitle')} style={{ flexShrink: 0 }}>
      {t('alertFeedback.escalated')}
    </Badge>
  ) : null;
  const Icon = !processing ? IconMessageCircle : processed ? IconMessageCircleCheck : IconMessageCircleExclamation;
  const color = processed ? TALK_PROCESSED : TALK_UNPROCESSED;
  const label = !processing
    ? t('teacher.dashboard.talk.requested')
    : processed
      ? t('teacher.dashboard.talk.processed')
      : t('teacher.dashboard.talk.unprocessed');
  if (compact) {
    return (
      <Group justify="center" title={label}>
        <Icon size={24} color={color} stroke={2.2} aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
        {lateBadge}
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" title={labelVisibleFrom ? label : undefined}>
      <Icon size={24} color={color} stroke={2.2} aria-hidden="true" style={{ flexShrink: 0 }} />
      {labelVisibleFrom ? <VisuallyHidden hiddenFrom={labelVisibleFrom}>{label}</VisuallyHidden> : null}
      <Stack gap={0} visibleFrom={labelVisibleFrom}>
        <Text size="sm" fw={700} c={color}>
          {label}
        </Text>
        {lateBadge}
        {soss.map((sos) => (
          <Text key={sos.id} size="xs" c="gray.8">
            {japanClockTime(sos.datetime)} {sos.label}
            {processing && sos.processedStatus ? `（${sos.processedStatus}）` : ''}
          </Text>
        ))}
      </Stack>
    </Group>
  );
}

export interface NeedsCheckMarkProps {
  /** The day's condition alerts (null where none was raised). */
  alerts: readonly (AlertFlag | null)[];
  compact?: boolean;
  /** Show the label beside the icon only from this breakpoint up (narrow tablets get the icon). */
  labelVisibleFrom?: MantineBreakpoint;
}

/**
 * 要確認 of one day (spec §2 "heart needs-check", §4): 未対応 while an alert is open, 対応済み once
 * every alert of the day is resolved, nothing visible without an alert.
 */
export function NeedsCheckMark({ alerts, compact = false, labelVisibleFrom }: NeedsCheckMarkProps) {
  const { t } = useTranslation();
  const state = needsCheckState(alerts);
  if (state === 'none') return <VisuallyHidden>{t('teacher.dashboard.needsCheck.none')}</VisuallyHidden>;
  const open = state === 'unprocessed';
  const Icon = open ? IconAlertTriangleFilled : IconCircleCheck;
  const color = open ? CHECK_UNPROCESSED : CHECK_PROCESSED;
  const label = t(`teacher.dashboard.needsCheck.${state}`);
  return (
    <Group gap={4} wrap="nowrap" justify={compact ? 'center' : undefined} title={compact || labelVisibleFrom ? label : undefined}>
      <Icon size={compact ? 16 : 20} color={color} aria-hidden="true" style={{ flexShrink: 0 }} />
      {compact ? (
        <VisuallyHidden>{label}</VisuallyHidden>
      ) : (
        <>
          <Text size="sm" fw={open ? 700 : 500} c={color} style={{ whiteSpace: 'nowrap' }} visibleFrom={labelVisibleFrom}>
            {label}
          </Text>
          {labelVisibleFrom ? <VisuallyHidden hiddenFrom={labelVisibleFrom}>{label}</VisuallyHidden> : null}
        </>
      )}
    </Group>
  );
}
