import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ForgotPasswordForm } from '../../../../features/teacher-password/components/forgot-password-form.tsx';
import { PasswordPageFrame } from './password-page-frame.tsx';

/** `/{school_code}/teacher/password/forget` (spec §2, §7 POST /api/teachers/password): ask for a reset mail. */
export function TeacherPasswordForgetPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  return (
    <PasswordPageFrame title={t('teacherSettings.password.forgetTitle')}>
      <ForgotPasswordForm schoolCode={schoolCode} />
    </PasswordPageFrame>
  );
}
