import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeedbackSummary } from '../../../../features/alert-feedback/components/feedback-summary.tsx';
import { ConditionAlertSettingForm } from '../../../../features/alert-settings/components/condition-alert-setting-form.tsx';
import { useConditionAlertSettings } from '../../../../features/alert-settings/hooks/use-alert-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/alert` (spec §2, §5, §7 condition_settings): the 心 and 体
 * condition alert settings, each saved on its own, and how the school's alerts of the last 90 days
 * were marked per rule (issue 10 item 11, decision 033).
 */
export function AlertSettingsPage() {
  const { t } = useTranslation();
  const settings = useConditionAlertSettings();
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.alert.title')}
      lead={t('teacherSettings.alert.lead')}
      session={session}
      loading={settings.isPending}
      failed={settings.isError}
    >
      {(readOnly) => (
        <Stack gap="lg">
          {settings.data?.map((setting) => (
            <ConditionAlertSettingForm
              key={`${setting.conditionKind}-${session.generation}`}
              setting={setting}
              readOnly={readOnly}
              onDirtyChange={session.report}
            />
          ))}
          <FeedbackSummary />
        </Stack>
      )}
    </SettingsFrame>
  );
}
