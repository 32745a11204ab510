import { Alert, Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordForm } from '../../../../features/teacher-password/components/new-password-form.tsx';
import { OrganizationPasswordFrame } from './password-frame.tsx';
import { paths } from '../../../../lib/paths.ts';

/** The mailed tokens' shape (contracts passwords: 20 to 200 characters). */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * A board page reached from a mailed one-time link (?reset_password_token= or ?confirmation_token=)
 * that sets a new password (PUT /api/local_governments/password, POST …/confirmation). A link
 * without a usable token says so and offers a new reset mail.
 */
function OrganizationTokenPage({ purpose }: { purpose: 'reset' | 'registration' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get(purpose === 'reset' ? 'reset_password_token' : 'confirmation_token') ?? '';
  const forgotLink = (
    <Anchor component={Link} to={paths.board('password/forgot')}>
      {t('teacherSettings.password.forgetLink')}
    </Anchor>
  );
  return (
    <OrganizationPasswordFrame title={purpose === 'reset' ? t('teacherSettings.password.resetTitle') : t('teacherSettings.password.registrationTitle')}>
      {TOKEN.test(token) ? (
        <NewPasswordForm
          purpose={purpose}
          token={token}
          account="local_government"
          done={
            <Button component={Link} to={paths.board('login')} size="md" fullWidth>
              {t('teacherSettings.password.toLogin')}
            </Button>
          }
          expiredHelp={forgotLink}
        />
      ) : (
        <Alert color="yellow" variant="light" role="alert">
          {t('teacherSettings.password.badLink')} {forgotLink}
        </Alert>
      )}
    </OrganizationPasswordFrame>
  );
}

/** `/local_governments/password/reset` (spec §2, §7 PUT /api/local_governments/password). */
export function OrganizationPasswordResetPage() {
  return <OrganizationTokenPage purpose="reset" />;
}

/** `/local_governments/password/registration` (spec §2, §7 POST /api/local_governments/confirmation). */
export function OrganizationPasswordRegistrationPage() {
  return <OrganizationTokenPage purpose="registration" />;
}
