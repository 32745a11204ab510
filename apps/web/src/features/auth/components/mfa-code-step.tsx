import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { MfaChallenge } from '@sukoyaka/contracts/mfa';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { RecoveryCodesCard } from '../../../components/ui/recovery-codes-card.tsx';
import { TotpSetupDetails } from '../../../components/ui/totp-setup-details.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import type { Session } from '../../../lib/session.ts';
import { useTeacherMfaSignIn, type StaffAccount } from '../hooks/use-sign-in.ts';

export interface MfaCodeStepProps {
  /** The password step's answer: the one-time challenge, and a secret when setup is required. */
  challenge: MfaChallenge;
  /** The URL's school code (absent on /admin/login). */
  schoolCode?: string;
  /** A board user's login completes at /api/local_governments/sign_in/mfa. */
  account?: StaffAccount;
  persistent: boolean;
  onSignedIn: (session: Session) => void;
  /** Back to the password (e.g. after the 5-minute challenge expired). */
  onBack: () => void;
}

/**
 * The second step of the teacher and admin login (issue 9, decision 019), in the same page: a
 * 確認コード field (6 digits, one-time-code autofill, numeric keyboard) or, behind a link, a
 * recovery code. When the account must use MFA and has none yet, the setup key comes first and
 * the recovery codes are shown once after the code is accepted.
 */
export function MfaCodeStep({ challenge, schoolCode, account, persistent, onSignedIn, onBack }: MfaCodeStepProps) {
  const { t } = useTranslation();
  const signIn = useTeacherMfaSignIn(schoolCode, account);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<{ session: Session; recoveryCodes: string[] }>();
  const inputRef = useRef<HTMLInputElement>(null);
  const serverErrors = errorMessages(signIn.error, t('common.error.generic'));

  useEffect(() => inputRef.current?.focus(), [recovery]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending) return;
    const value = code.trim();
    const invalid = recovery ? !value : !/^\d{6}$/.test(value);
    if (invalid) {
      setError(t(recovery ? 'teacherSettings.mfa.login.errors.recovery' : 'teacherSettings.mfa.login.errors.code'));
      return inputRef.current?.focus();
    }
    signIn.mutate(
      { challenge: challenge.challenge, code: value, isPersistentLogin: persistent },
      {
        onSuccess: (result) => (result.recoveryCodes ? setDone({ session: result.session, recoveryCodes: result.recoveryCodes }) : onSignedIn(result.session)),
        onError: () => {
          setCode('');
          inputRef.current?.focus();
        },
      },
    );
  }

  if (done) return <RecoveryCodesCard codes={done.recoveryCodes} doneLabel={t('teacherSettings.mfa.login.continue')} onDone={() => onSignedIn(done.session)} />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {challenge.setup ? (
          <>
            <Title order={2} fz="lg">
              {t('teacherSettings.mfa.login.setupTitle')}
            </Title>
            <Text size="sm">{t('teacherSettings.mfa.login.setupLead')}</Text>
            <TotpSetupDetails secret={challenge.setup.secret} otpauthUri={challenge.setup.otpauthUri} />
          </>
        ) : (
          <Title order={2} fz="lg">
            {t('teacherSettings.mfa.login.title')}
          </Title>
        )}
        <Text size="sm">{t(recovery ? 'teacherSettings.mfa.login.recoveryLead' : 'teacherSettings.mfa.login.lead')}</Text>
        <ErrorAlert messages={serverErrors} />
        <TextInput
          key={recovery ? 'recovery' : 'app'}
          ref={inputRef}
          size="md"
          label={t(recovery ? 'teacherSettings.mfa.login.recoveryCode' : 'teacherSettings.mfa.login.code')}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 32 : 6}
          spellCheck={false}
          value={code}
          error={error}
          styles={{ input: { fontSize: 20, letterSpacing: recovery ? '0.05em' : '0.3em' } }}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t('teacherSettings.mfa.login.submit')}
        </Button>
        {challenge.setup ? null : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => {
              setRecovery((r) => !r);
              setCode('');
              setError(undefined);
              signIn.reset();
            }}
          >
            {t(recovery ? 'teacherSettings.mfa.login.useApp' : 'teacherSettings.mfa.login.useRecovery')}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" ta="center" c="gray.7" onClick={onBack}>
          {t('teacherSettings.mfa.login.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
