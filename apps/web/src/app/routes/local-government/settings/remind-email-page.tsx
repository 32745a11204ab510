import { useTranslation } from 'react-i18next';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { RemindEmailForm } from '../../../../features/organization-settings/components/remind-email-form.tsx';
import { useRemindEmailSettings } from '../../../../features/organization-settings/hooks/use-organization-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';

/** `/local_governments/settings/remind_email` (spec §2; decision 027): the board's reminder mails to its schools. */
export function RemindEmailSettingsPage() {
  const { t } = useTranslation();
  const settings = useRemindEmailSettings();
  const session = useEditSession();
  return (
    <OrganizationSettingsFrame
      title={t('organization.settings.pages.remindEmail')}
      lead={t('organization.settings.remind.lead')}
      session={session}
      loading={settings.isPending}
      failed={settings.isError}
    >
      {settings.data ? <RemindEmailForm key={session.generation} settings={settings.data} onDirtyChange={session.report} /> : null}
    </OrganizationSettingsFrame>
  );
}
