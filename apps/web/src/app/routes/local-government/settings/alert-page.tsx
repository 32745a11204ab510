import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConditionAlertSettingForm } from '../../../../features/alert-settings/components/condition-alert-setting-form.tsx';
import { useConditionAlertSettings } from '../../../../features/alert-settings/hooks/use-alert-settings.ts';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { useEditSession } from '../../../../lib/use-edit-session.ts';

/**
 * `/local_governments/settings/alert` (spec §2, §3 alertType government, §5, §7 condition_settings):
 * the board's 心 and 体 condition alert mails, each saved on its own; 体 has 心の不調のメール設定と同じ.
 */
export function OrganizationAlertSettingsPage() {
  const { t } = useTranslation();
  const settings = useConditionAlertSettings('local_governments');
  const session = useEditSession();
  return (
    <OrganizationSettingsFrame
      title={t('organization.settings.pages.alert')}
      lead={t('organization.settings.alert.lead')}
      session={session}
      loading={settings.isPending}
      failed={settings.isError}
    >
      <Stack gap="lg">
        {settings.data?.map((setting) => (
          <ConditionAlertSettingForm
            key={`${setting.conditionKind}-${session.generation}`}
            owner="local_governments"
            setting={setting}
            readOnly={false}
            onDirtyChange={session.report}
          />
        ))}
      </Stack>
    </OrganizationSettingsFrame>
  );
}
