import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TeacherLoginForm } from '../../../features/auth/components/teacher-login-form.tsx';
import { paths } from '../../../lib/paths.ts';
import { PasswordPageFrame } from './password/password-page-frame.tsx';

/** `/{school_code}/teacher/login` (spec §2 Teacher): the school's name, then e-mail and password. */
export function TeacherLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { school_code: schoolCode = '' } = useParams();
  return (
    <PasswordPageFrame title={t('teacher.login.title')} loginLink={false}>
      <TeacherLoginForm schoolCode={schoolCode} onSignedIn={() => void navigate(paths.teacher(schoolCode, 'class_dashboard'), { replace: true })} />
    </PasswordPageFrame>
  );
}
