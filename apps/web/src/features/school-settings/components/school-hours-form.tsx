import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schoolHoursSchema, type SchoolHours } from '@sukoyaka/contracts/sos';
import { useTranslation } from 'react-i18next';
import { formActions, SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useUpdateSchoolHours } from '../hooks/use-school-settings.ts';

export interface SchoolHoursFormProps {
  /** The stored hours, minutes after Japan-time midnight. */
  value: SchoolHours;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

/** 510 → '08:30' (the value of a time input). */
export const clockOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** '08:30' → 510; '' (a cleared input) or anything else → NaN, which the contract refuses with 時刻を入力してください. */
export function minuteOf(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

const valuesOf = (value: SchoolHours) => ({ startMinute: clockOf(value.startMinute), endMinute: clockOf(value.endMinute) });

/**
 * settings/enabled_processed_sos, 学校の時間 (issue 25 item 1): the school's 始業 and 終業 (time
 * inputs, saved as minutes after midnight; the contract refuses an end not after the start, in
 * Japanese, at 終業). Outside them, and on days without school, a pupil who presses 話したい is shown
 * the 24-hour lines and the day a teacher will see it. Class teachers read the hours as text.
 */
export function SchoolHoursForm({ value, readOnly, onDirtyChange }: SchoolHoursFormProps) {
  const { t } = useTranslation();
  const update = useUpdateSchoolHours();
  const form = useContractForm({
    schema: schoolHoursSchema,
    toBody: (v) => ({ startMinute: minuteOf(v.startMinute), endMinute: minuteOf(v.endMinute) }),
    initialValues: valuesOf(value),
  });
  const initial = form.getInitialValues();
  const dirty = form.values.startMinute !== initial.startMinute || form.values.endMinute !== initial.endMinute;
  useReportDirty('school-hours', dirty && !readOnly, onDirtyChange);

  const onSubmit = form.onSubmit((body) => {
    if (readOnly || update.isPending || !dirty) return;
    update.mutate(body, { onSuccess: (stored) => form.resetTo(valuesOf(stored)), onError: form.setServerErrors });
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz={18}>
            {t('alertFeedback.schoolHours.title')}
          </Title>
          <Text size="sm" c="gray.8">
            {t('alertFeedback.schoolHours.lead')}
          </Text>
          {readOnly ? (
            <SettingsSummary
              rows={[
                {
                  label: t('alertFeedback.schoolHours.title'),
                  value: t('alertFeedback.schoolHours.value', { start: clockOf(value.startMinute), end: clockOf(value.endMinute) }),
                },
              ]}
            />
          ) : (
            <>
              <Group align="flex-start" gap="md">
                <TextInput type="time" label={t('alertFeedback.schoolHours.start')} w={200} {...form.getInputProps('startMinute')} />
                <TextInput type="time" label={t('alertFeedback.schoolHours.end')} w={200} {...form.getInputProps('endMinute')} />
              </Group>
              <SettingsActions {...formActions(form, update, dirty)} />
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
