import { Stack, TextInput } from '@mantine/core';
import { parentSignInBodySchema } from '@sukoyaka/contracts/auth';
import { useTranslation } from 'react-i18next';
import { SignInFinishFields } from '../../../components/ui/sign-in-finish-fields.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import type { Session } from '../../../lib/session.ts';
import { useParentSignIn } from '../hooks/use-parent-sign-in.ts';

export interface ParentLoginFormProps {
  /** The {school_code} of the URL. */
  schoolCode: string;
  /** Called once the credentials are stored. */
  onSignedIn: (session: Session) => void;
}

/**
 * The parent login form (spec §2 Parent login; docs/decisions/005-parent-sign-in.md): the login id
 * printed on the school's notice, the password and keep-logged-in, checked by the contract of
 * POST /api/parents/sign_in (with the parent's translated messages). Server messages are shown as
 * sent (Japanese). While the request runs the button is disabled, so a double tap signs in once.
 */
export function ParentLoginForm({ schoolCode, onSignedIn }: ParentLoginFormProps) {
  const { t } = useTranslation();
  const signIn = useParentSignIn();
  const form = useContractForm({
    schema: parentSignInBodySchema,
    toBody: (v: { loginId: string; password: string; isPersistentLogin: boolean }) => ({ schoolCode, ...v }),
    messages: { loginId: t('parent.login.errors.loginId'), password: t('parent.login.errors.password') },
    initialValues: { loginId: '', password: '', isPersistentLogin: false },
    validateInputOnBlur: false,
  });

  const onSubmit = form.onSubmit(
    (body) => {
      if (signIn.isPending) return;
      return signIn.mutateAsync({ ...body, isPersistentLogin: body.isPersistentLogin ?? false }, { onSuccess: onSignedIn, onError: form.setServerErrors });
    },
    (errors) => form.getInputNode(errors.loginId ? 'loginId' : 'password')?.focus(),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert messages={form.serverErrors} />
        <TextInput
          size="md"
          label={t('parent.login.loginId')}
          description={t('parent.login.loginIdHint')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.getInputProps('loginId')}
        />
        <SignInFinishFields
          form={form}
          passwordLabel={t('parent.login.password')}
          keepLoggedInLabel={t('parent.login.keepLoggedIn')}
          submitLabel={t('parent.login.submit')}
          pending={signIn.isPending}
          submitSize="lg"
        />
      </Stack>
    </form>
  );
}
