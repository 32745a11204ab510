import { NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { sosEscalationSchema } from '@sukoyaka/contracts/alert-feedback';
import { useTranslation } from 'react-i18next';
import { formActions, SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
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
 * (hours of school days by the school calendar; 1–720, default 24, the contract's range) an
 * unanswered 話したい is mailed once to the admin teachers and marked 長時間未対応 on the dashboards.
 * Saved with 保存する.
 */
export function SosEscalationForm({ value, processingEnabled, readOnly, onDirtyChange }: SosEscalationFormProps) {
  const { t } = useTranslation();
  const update = useUpdateSosEscalation();
  const form = useContractForm({
    schema: sosEscalationSchema,
    toBody: (v) => ({ escalationHours: Number(v.escalationHours) }),
    initialValues: { escalationHours: value as number | string },
  });
  const dirty = Number(form.values.escalationHours) !== Number(form.getInitialValues().escalationHours);
  useReportDirty('sos-escalation', dirty && !readOnly, onDirtyChange);

  const onSubmit = form.onSubmit((body) => {
    if (readOnly || update.isPending || !dirty) return;
    update.mutate(body, { onSuccess: (stored) => form.resetTo({ escalationHours: stored.escalationHours }), onError: form.setServerErrors });
  });

  const label = t('alertFeedback.escalation.hours');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
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
                maw={340}
                {...form.getInputProps('escalationHours')}
              />
              <SettingsActions {...formActions(form, update, dirty)} />
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
