import { useTranslation } from 'react-i18next';
import { MfaPanel } from '../../../../features/mfa/components/mfa-panel.tsx';
import { MfaPolicySwitch } from '../../../../features/mfa/components/mfa-policy-switch.tsx';
import { MfaAccountContext } from '../../../../features/mfa/hooks/use-mfa.ts';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';

/**
 * `/local_governments/settings/mfa` (our addition, decisions 007 and 019): a board user turns
 * two-step verification on or off for their own account and sets whether every user of the board
 * must use it (any board user may; board users have no admin flag). The same panel and switch as
 * the teacher's page, on `/api/local_governments/mfa…`.
 */
export function OrganizationMfaSettingsPage() {
  const { t } = useTranslation();
  return (
    <OrganizationSettingsFrame title={t('organization.settings.pages.mfa')} lead={t('teacherSettings.mfa.board.lead')}>
      <MfaAccountContext.Provider value="local_government">
        <MfaPanel />
        <MfaPolicySwitch />
      </MfaAccountContext.Provider>
    </OrganizationSettingsFrame>
  );
}
