import { NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useUpdateSosEscalation } from '../hooks/use-alert-feedback.ts';

export interface SosEscalationFormProps {
  /** The stored hours. */
  value: number;
  /** The school's 話したい対応状況 switch as stored: off, nothing escalates (said under the field). */
  processingEnabled: boolean;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

/**
 * settings/enabled_processed_sos (issue 10 item 11, decision 033): after how many school hours
 * (hours of school days by the school calendar; 1–720, default 24) an unanswered 話したい is mailed
 * once to the admin teachers and marked 長時間未対応 on the dashboards. Saved with 保存する.
 */
export function SosEscalationForm({ value, processingEnabled, readOnly, onDirtyChange }: SosEscalationFormProps) {
  const { t } = useTranslation();
  const update = useUpdateSosEscalation();
  const [baseline, setBaseline] = useState(value);
  const [draft, setDraft] = useState<number | string>(value);
  const [state, setState] = useState<{ saved: boolean; error: unknown }>({ saved: false, error: null });
  const dirty = Number(draft) !== baseline;
  useReportDirty('sos-escalation', dirty && !readOnly, onDirtyChange);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (readOnly || update.isPending || !dirty) return;
    setState({ saved: false, error: null });
    try {
      const stored = await update.mutateAsync({ escalationHours: Number(draft) });
      setBaseline(stored.escalationHours);
      setDraft(stored.escalationHours);
      setState({ saved: true, error: null });
    } catch (error) {
      setState({ saved: false, error });
    }
  }

  const label = t('alertFeedback.escalation.hours');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} fz={18}>
            {t('alertFeedback.escalation.title')}
          </Title>
          <Text size="sm" c="gray.8">
            {t('alertFeedback.escalation.lead')}
          </Text>
          {readOnly ? (
            <SettingsSummary rows={[{ label, value: t('alertFeedback.escalation.value', { hours: value }) }]} />
          ) : (
            <>
              <NumberInput
                label={label}
                min={1}
                max={720}
                step={1}
                allowDecimal={false}
                clampBehavior="strict"
                suffix={t('alertFeedback.escalation.suffix')}
                value={draft}
                onChange={(v) => {
                  setDraft(v);
                  setState({ saved: false, error: null });
                }}
                maw={340}
              />
              <SettingsActions dirty={dirty} saving={update.isPending} saved={state.saved} error={state.error} onDiscard={() => setDraft(baseline)} />
            </>
          )}
          {processingEnabled ? null : (
            <Text size="sm" c="gray.8">
              {t('alertFeedback.escalation.off')}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
