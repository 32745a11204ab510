import { Alert, Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NewPasswordForm } from '../../../../features/teacher-password/components/new-password-form.tsx';
import { PasswordPageFrame } from './password-page-frame.tsx';
import { paths } from '../../../../lib/paths.ts';

export interface TokenPasswordPageProps {
  purpose: 'reset' | 'registration';
}

/** The mailed tokens' shape (contracts passwords: 20 to 200 characters). */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * A page reached from a mailed link (?reset_password_token= or ?confirmation_token=) that sets a
 * new password. A link without a usable token says so and offers a new reset mail.
 */
export function TokenPasswordPage({ purpose }: TokenPasswordPageProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get(purpose === 'reset' ? 'reset_password_token' : 'confirmation_token') ?? '';
  const title = purpose === 'reset' ? t('teacherSettings.password.resetTitle') : t('teacherSettings.password.registrationTitle');
  const login = paths.teacher(schoolCode, 'login');
  const forgetLink = (
    <Anchor component={Link} to={paths.teacher(schoolCode, 'password/forget')}>
      {t('teacherSettings.password.forgetLink')}
    </Anchor>
  );
  return (
    <PasswordPageFrame title={title}>
      {TOKEN.test(token) ? (
        <NewPasswordForm
          purpose={purpose}
          token={token}
          done={
            <Button component={Link} to={login} size="md" fullWidth>
              {t('teacherSettings.password.toLogin')}
            </Button>
          }
          expiredHelp={forgetLink}
        />
      ) : (
        <Alert color="yellow" variant="light" role="alert">
          {t('teacherSettings.password.badLink')} {forgetLink}
        </Alert>
      )}
    </PasswordPageFrame>
  );
}

/** `/{school_code}/teacher/password/reset` (spec §2, §7 PUT /api/teachers/password). */
export function TeacherPasswordResetPage() {
  return <TokenPasswordPage purpose="reset" />;
}

/** `/{school_code}/teacher/password/registration` (spec §2, §7 PATCH /api/teachers/confirmation). */
export function TeacherPasswordRegistrationPage() {
  return <TokenPasswordPage purpose="registration" />;
}
