import { Checkbox, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { remindEmailSettingsBodySchema, type RemindEmailSettings } from '@sukoyaka/contracts/local-government';
import { useTranslation } from 'react-i18next';
import { EmailListInput } from '../../../components/ui/email-list-input.tsx';
import { formActions, SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { changedBesidesBlankRows, withTrailingBlank } from '../../../lib/email-list.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import type { RemindEmailInput } from '../api/settings.ts';
import { useUpdateRemindEmailSettings } from '../hooks/use-organization-settings.ts';

/** The form's inputs: the selects hold their numbers as text, the address rows end in a blank row. */
type RemindEmailValues = Omit<RemindEmailInput, 'talkRequestDays' | 'checkInRateThreshold'> & { talkRequestDays: string; checkInRateThreshold: string };

const valuesOf = (s: RemindEmailSettings): RemindEmailValues => ({
  talkRequestEnabled: s.talkRequestEnabled,
  talkRequestDays: String(s.talkRequestDays),
  checkInRateEnabled: s.checkInRateEnabled,
  checkInRateThreshold: String(s.checkInRateThreshold),
  sendToSchoolAdmins: s.sendToSchoolAdmins,
  notificationEmails: withTrailingBlank(s.notificationEmails.map((e) => e.value)),
});

/** What is sent: numbers as numbers, the rows as typed (trimmed; the server's errors point at the same rows). */
const inputOf = (v: RemindEmailValues): RemindEmailInput => ({
  ...v,
  talkRequestDays: Number(v.talkRequestDays),
  checkInRateThreshold: Number(v.checkInRateThreshold),
  notificationEmails: v.notificationEmails.map((e) => e.trim()),
});

/** Days offered for an unanswered 話したい (contract: 1–30). */
const DAYS = Array.from({ length: 30 }, (_, i) => i + 1);

/** Thresholds offered for a class's check-in rate (percent), in steps of 5. */
const THRESHOLDS = Array.from({ length: 20 }, (_, i) => (i + 1) * 5);

/**
 * settings/remind_email (decision 027): the daily reminder mails the board sends to its schools —
 * 話したい unanswered for N+ days (1–30) and/or a class whose check-in rate over the last 5 school
 * days fell under a threshold — to the schools' admin teachers and/or the listed addresses (spec §5
 * list rules), checked by the contract of POST /api/local_governments/remind_email. Saved with 保存する.
 */
export function RemindEmailForm({ settings, onDirtyChange }: { settings: RemindEmailSettings; onDirtyChange?: ReportDirty }) {
  const { t } = useTranslation();
  const k = 'organization.settings.remind';
  const update = useUpdateRemindEmailSettings();
  const form = useContractForm({
    schema: remindEmailSettingsBodySchema,
    toBody: (v) => {
      const input = inputOf(v);
      return { ...input, notificationEmails: input.notificationEmails.map((notification_email) => ({ notification_email })) };
    },
    initialValues: valuesOf(settings),
  });
  const { values } = form;
  const dirty = changedBesidesBlankRows(values, form.getInitialValues(), ['notificationEmails']);
  useReportDirty('remind-email', dirty, onDirtyChange);

  const onSubmit = form.onSubmit(() => {
    if (update.isPending) return;
    update.mutate(inputOf(form.getValues()), { onSuccess: (saved) => form.resetTo(valuesOf(saved)), onError: form.setServerErrors });
  });

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Checkbox label={t(`${k}.talkEnabled`)} {...form.getInputProps('talkRequestEnabled', { type: 'checkbox' })} />
        {values.talkRequestEnabled ? (
          <NativeSelect
            label={t(`${k}.talkDays`)}
            description={t(`${k}.talkDaysHint`)}
            data={DAYS.map((d) => ({ value: String(d), label: t('teacherSettings.alert.daysValue', { days: d }) }))}
            maw={260}
            {...form.getInputProps('talkRequestDays')}
          />
        ) : null}
        <Checkbox label={t(`${k}.rateEnabled`)} {...form.getInputProps('checkInRateEnabled', { type: 'checkbox' })} />
        {values.checkInRateEnabled ? (
          <NativeSelect
            label={t(`${k}.rateThreshold`)}
            description={t(`${k}.rateThresholdHint`)}
            data={[...new Set([...THRESHOLDS, Number(values.checkInRateThreshold)])].sort((a, b) => a - b).map((v) => ({ value: String(v), label: `${v}%` }))}
            maw={260}
            {...form.getInputProps('checkInRateThreshold')}
          />
        ) : null}
        <Checkbox label={t(`${k}.toAdmins`)} {...form.getInputProps('sendToSchoolAdmins', { type: 'checkbox' })} />
        <EmailListInput form={form} path="notificationEmails" legend={t(`${k}.emails`)} />
        <Text size="sm" c="gray.7">
          {settings.lastSentAt
            ? t(`${k}.lastSent`, { at: new Date(settings.lastSentAt).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' }) })
            : t(`${k}.neverSent`)}
        </Text>
        <SettingsActions {...formActions(form, update, dirty)} />
      </Stack>
    </Paper>
  );
}
