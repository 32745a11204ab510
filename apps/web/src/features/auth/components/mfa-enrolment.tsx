import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { MFA_ENROLMENT_PARAM, type MfaChallenge } from '@sukoyaka/contracts/mfa';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessages } from '../../../lib/api-error.ts';
import { useMfaEnrolment, type StaffAccount } from '../hooks/use-sign-in.ts';

/**
 * The mailed MFA enrolment link on a login page (decision 059): `?mfa_enrolment=<token>` is sent
 * once to POST …/sign_in/mfa/enrolment and dropped from the address (the link works once); the
 * answer (a secret and a challenge) goes to `onChallenge`, which shows the code step. Returns
 * whether a link is being opened and its error messages (unknown, used or expired link).
 */
export function useEnrolmentLink(account: StaffAccount, onChallenge: (challenge: MfaChallenge) => void) {
  const [params, setParams] = useSearchParams();
  const token = params.get(MFA_ENROLMENT_PARAM);
  const enrolment = useMfaEnrolment(account);
  const { t } = useTranslation();
  const sent = useRef(false);
  const { mutate } = enrolment;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token, { onSuccess: onChallenge });
    setParams(
      (p) => {
        p.delete(MFA_ENROLMENT_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [token, mutate, onChallenge, setParams]);

  return { opening: enrolment.isPending, errors: errorMessages(enrolment.error, t('common.error.generic')) };
}

/** While the link is checked: a spinner with its text (role status). */
export function EnrolmentOpening() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('teacherSettings.mfa.login.enrolmentOpening')}</Text>
    </Stack>
  );
}

/** The password step's answer when MFA is required and not set up: the link went to the account's address. */
export function EnrolmentMailedNotice({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="blue" role="status" title={t('teacherSettings.mfa.login.enrolmentMailedTitle')}>
        {t('teacherSettings.mfa.login.enrolmentMailed')}
      </Alert>
      <Anchor component="button" type="button" size="sm" ta="center" c="gray.7" onClick={onBack}>
        {t('teacherSettings.mfa.login.back')}
      </Anchor>
    </Stack>
  );
}
