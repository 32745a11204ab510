import { useTranslation } from 'react-i18next';
import { AllowedIpForm } from '../../../../features/allowed-ips/components/allowed-ip-form.tsx';
import { useAllowedIps } from '../../../../features/allowed-ips/hooks/use-allowed-ips.ts';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { useEditSession } from '../../../../lib/use-edit-session.ts';

/**
 * `/local_governments/settings/IP` (spec §2, §7 allowed_ips, include_current_ip): the networks the
 * board's users may sign in from (enforced by the platform's allow-list); the teacher's form.
 */
export function OrganizationIpSettingsPage() {
  const { t } = useTranslation();
  const list = useAllowedIps(true, 'local_governments');
  const session = useEditSession();
  return (
    <OrganizationSettingsFrame
      title={t('organization.settings.pages.ip')}
      lead={t('organization.settings.ip.lead')}
      session={session}
      loading={list.isPending}
      failed={list.isError}
    >
      {list.data ? <AllowedIpForm key={session.generation} owner="local_governments" view={list.data} onDirtyChange={session.report} /> : null}
    </OrganizationSettingsFrame>
  );
}
