import { Paper, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';
import type { AlertSetting } from '../api/alert-settings.ts';
import { AlertSettingHeading } from './alert-setting-heading.tsx';

/** One condition alert setting as a class teacher sees it (spec §6: they may not change it), as plain text. */
export function ConditionAlertSettingSummary({ setting }: { setting: AlertSetting }) {
  const { t } = useTranslation();
  const headingId = useId();
  const answers = [setting.bad ? t('teacherSettings.alert.bad') : null, setting.worst ? t('teacherSettings.alert.worst') : null].filter(Boolean);
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="md">
        <AlertSettingHeading id={headingId} setting={setting} />
        <SettingsSummary
          rows={[
            { label: t('teacherSettings.alert.answers'), value: answers.length ? answers.join('・') : t('teacherSettings.summary.none') },
            { label: t('teacherSettings.alert.consecutiveDays'), value: t('teacherSettings.alert.daysValue', { days: setting.consecutiveDays }) },
            { label: t('teacherSettings.alert.content'), value: setting.contentAlert },
            {
              label: t('teacherSettings.alert.notification'),
              value: setting.notificationEnabled ? t('teacherSettings.summary.on') : t('teacherSettings.summary.off'),
            },
            {
              label: t('teacherSettings.emails.legend'),
              value: setting.notificationEmails.length ? setting.notificationEmails.map((e) => e.value).join('\n') : t('teacherSettings.emails.none'),
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
