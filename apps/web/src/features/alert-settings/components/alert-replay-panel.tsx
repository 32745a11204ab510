import { Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { AlertReplayRule } from '@sukoyaka/contracts/condition-alerts';
import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useAlertReplay } from '../hooks/use-alert-settings.ts';
import { AlertReplayResult } from './alert-replay-result.tsx';

export interface AlertReplayPanelProps {
  /** The run rule per kind as it stands in the forms above (saved or being edited). */
  runs: Record<ConditionKind, AlertReplayRule>;
}

/**
 * 「保存する前に試す」 on settings/alert (issue 25 item 4, decision 077): replays the rules being
 * edited above, and the baseline rule (on/off, how far the week must fall), over the last 90 school
 * days and shows the weekly alerts per class against the saved rules (AlertReplayResult). Writes
 * nothing; a result is cleared as soon as a rule changes, so what is shown is what would be saved.
 */
export function AlertReplayPanel({ runs }: AlertReplayPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const replay = useAlertReplay();
  const [baseline, setBaseline] = useState({ enabled: true, drop: 1 });
  const [tried, setTried] = useState('');
  const key = JSON.stringify({ runs, baseline });
  const result = replay.data && tried === key ? replay.data : null;
  const run = () => {
    setTried(key);
    replay.mutate({ ...runs, baseline });
  };
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('alertReplay.title')}
        </Title>
        <Text size="sm">{t('alertReplay.lead')}</Text>
        <Switch
          label={t('alertReplay.baseline')}
          description={t('alertReplay.baselineHint')}
          checked={baseline.enabled}
          onChange={(e) => setBaseline((b) => ({ ...b, enabled: e.currentTarget.checked }))}
        />
        <NumberInput
          label={t('alertReplay.drop')}
          w={240}
          min={0.5}
          max={3}
          step={0.25}
          decimalScale={2}
          clampBehavior="strict"
          disabled={!baseline.enabled}
          value={baseline.drop}
          onChange={(v) => setBaseline((b) => ({ ...b, drop: typeof v === 'number' ? v : b.drop }))}
        />
        <Group>
          <Button onClick={run} loading={replay.isPending} variant="light">
            {t('alertReplay.run')}
          </Button>
        </Group>
        {replay.isError && tried === key ? <ErrorAlert messages={[t('alertReplay.failed')]} error={replay.error} /> : null}
        {result ? <AlertReplayResult result={result} /> : null}
      </Stack>
    </Paper>
  );
}
