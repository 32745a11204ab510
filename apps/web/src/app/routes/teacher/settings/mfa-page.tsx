import { useTranslation } from 'react-i18next';
import { MfaPanel } from '../../../../features/mfa/components/mfa-panel.tsx';
import { MfaPolicySwitch } from '../../../../features/mfa/components/mfa-policy-switch.tsx';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/mfa` (our addition, decisions 007 and 019): any teacher turns
 * two-step verification on or off for their own account; admin teachers also see the school's
 * "require MFA for admin teachers" switch.
 */
export function MfaSettingsPage() {
  const { t } = useTranslation();
  const me = useTeacherMe();
  return (
    <SettingsFrame title={t('teacherSettings.mfa.settings.title')} lead={t('teacherSettings.mfa.settings.lead')} personal>
      {() => (
        <>
          <MfaPanel />
          {me.data?.admin ? <MfaPolicySwitch /> : null}
        </>
      )}
    </SettingsFrame>
  );
}
