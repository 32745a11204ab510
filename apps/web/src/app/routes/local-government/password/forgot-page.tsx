import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../../../features/teacher-password/components/forgot-password-form.tsx';
import { OrganizationPasswordFrame } from './password-frame.tsx';

/** `/local_governments/password/forgot` (spec §2, §7 POST /api/local_governments/password): ask for a reset mail. */
export function OrganizationPasswordForgotPage() {
  const { t } = useTranslation();
  return (
    <OrganizationPasswordFrame title={t('teacherSettings.password.forgetTitle')}>
      <ForgotPasswordForm account="local_government" />
    </OrganizationPasswordFrame>
  );
}
