import { Checkbox, Paper, Stack } from '@mantine/core';
import { parentAttendanceSettingsBodySchema, type ParentAttendanceSettings } from '@sukoyaka/contracts/mail-settings';
import { useTranslation } from 'react-i18next';
import { NotificationMailSettingsFoot, useTestMail } from '../../../components/ui/notification-mail-settings-foot.tsx';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';
import { changedBesidesBlankRows, checkEmailList, withTrailingBlank } from '../../../lib/email-list.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useParentAttendanceTestMail, useUpdateParentAttendanceSettings } from '../hooks/use-school-settings.ts';
import { formActions } from '../../../components/ui/settings-actions.tsx';

export interface ParentAttendanceMailFormProps {
  value: ParentAttendanceSettings;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

const valuesOf = (value: ParentAttendanceSettings) => ({
  notificationEnabled: value.notificationEnabled,
  notificationEmails: withTrailingBlank(value.notificationEmails),
});

/**
 * Parent attendance mail (spec §7 parent_attendance_settings): whether an absence, lateness or
 * early leave reported by a parent is mailed, and to which addresses (spec §5 list rules, the
 * contract of config_update; test mail only when every address is valid and there is one).
 * Class teachers see the setting as text.
 */
export function ParentAttendanceMailForm({ value, readOnly, onDirtyChange }: ParentAttendanceMailFormProps) {
  const { t } = useTranslation();
  if (readOnly) {
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SettingsSummary
          rows={[
            {
              label: t('teacherSettings.attendances.notification'),
              value: value.notificationEnabled ? t('teacherSettings.summary.on') : t('teacherSettings.summary.off'),
            },
            {
              label: t('teacherSettings.emails.legend'),
              value: value.notificationEmails.length ? value.notificationEmails.join('\n') : t('teacherSettings.emails.none'),
            },
          ]}
        />
      </Paper>
    );
  }
  return <ParentAttendanceMailEditor value={value} onDirtyChange={onDirtyChange} />;
}

function ParentAttendanceMailEditor({ value, onDirtyChange }: Omit<ParentAttendanceMailFormProps, 'readOnly'>) {
  const { t } = useTranslation();
  const update = useUpdateParentAttendanceSettings();
  const testMail = useParentAttendanceTestMail();
  const form = useContractForm({
    schema: parentAttendanceSettingsBodySchema,
    // Rows as typed (blank ones too), so the server's errors point at the same rows.
    toBody: (v) => ({ ...v, notificationEmails: v.notificationEmails.map((e) => e.trim()) }),
    initialValues: valuesOf(value),
    onValuesChange: () => test.reset(),
  });
  const dirty = changedBesidesBlankRows(form.values, form.getInitialValues(), ['notificationEmails']);
  useReportDirty('parent-attendance-mail', dirty, onDirtyChange);
  const rows = () => form.getValues().notificationEmails.map((e) => e.trim());

  const onSubmit = form.onSubmit(() => {
    if (update.isPending) return;
    update.mutate(
      { notificationEnabled: form.getValues().notificationEnabled, notificationEmails: rows() },
      { onSuccess: (stored) => form.resetTo(valuesOf(stored)), onError: form.setServerErrors },
    );
  });

  const test = useTestMail(form, testMail, rows, () => checkEmailList(rows()).emails.length > 0);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Checkbox label={t('teacherSettings.attendances.notification')} {...form.getInputProps('notificationEnabled', { type: 'checkbox' })} />
          <NotificationMailSettingsFoot form={form} path="notificationEmails" {...test.props} {...formActions(form, update, dirty)} />
        </Stack>
      </form>
    </Paper>
  );
}
