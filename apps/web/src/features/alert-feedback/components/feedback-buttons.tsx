import { Button, Group, Stack, Text } from '@mantine/core';
import { ALERT_VERDICTS, type AlertFeedback, type AlertVerdict, type FeedbackSubject } from '@sukoyaka/contracts/alert-feedback';
import { useTranslation } from 'react-i18next';
import { showDone, showFailed } from '../../../components/ui/toast.ts';
import { formatRecordTime } from '../../../lib/time-formats.ts';
import { useMarkAlertFeedback } from '../hooks/use-alert-feedback.ts';

export interface FeedbackButtonsProps {
  subject: FeedbackSubject;
  id: number;
  /** The current mark, if any (from useAlertFeedbacks). */
  mark?: AlertFeedback;
  /** What is judged, for screen readers: e.g. "2026年11月20日 08:05 心". */
  label: string;
}

/**
 * One tap 役に立った / 誤報 / 押し間違い on a resolved alert or handled talk request (issue 10 item 11,
 * decision 033): three toggle buttons (the chosen one pressed), tapping another changes the mark;
 * who marked last and when (YYYY/MM/DD HH:mm) below. A refusal shows the server's message as a toast.
 */
export function FeedbackButtons({ subject, id, mark, label }: FeedbackButtonsProps) {
  const { t } = useTranslation();
  const save = useMarkAlertFeedback();
  const tap = (verdict: AlertVerdict) =>
    save.mutate(
      { subject, id, verdict },
      {
        onSuccess: () => showDone(t('alertFeedback.saved', { verdict: t(`alertFeedback.verdicts.${verdict}`) })),
        onError: (error) => showFailed(error),
      },
    );
  return (
    <Stack gap={2}>
      <Group gap={4} role="group" aria-label={t('alertFeedback.groupLabel', { what: label })} wrap="wrap">
        {ALERT_VERDICTS.map((verdict) => {
          const chosen = mark?.verdict === verdict;
          return (
            <Button
              key={verdict}
              size="compact-xs"
              variant={chosen ? 'filled' : 'default'}
              color={verdict === 'useful' ? 'teal' : 'gray'}
              aria-pressed={chosen}
              loading={save.isPending && save.variables?.verdict === verdict}
              disabled={save.isPending}
              onClick={() => tap(verdict)}
            >
              {t(`alertFeedback.verdicts.${verdict}`)}
            </Button>
          );
        })}
      </Group>
      {mark ? (
        <Text size="xs" c="gray.8">
          {t('alertFeedback.markedBy', { teacher: mark.teacherName, datetime: formatRecordTime(mark.markedAt) })}
        </Text>
      ) : null}
    </Stack>
  );
}
