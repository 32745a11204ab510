import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { MfaSetup } from '@sukoyaka/contracts/mfa';
import { useContext, useState, type FormEvent } from 'react';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { RecoveryCodesCard } from '../../../components/ui/recovery-codes-card.tsx';
import { TotpSetupDetails } from '../../../components/ui/totp-setup-details.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { MfaAccountContext, useDisableMfa, useEnableMfa, useMfaStatus, useRegenerateRecoveryCodes, useStartMfaSetup } from '../hooks/use-mfa.ts';
import { ConfirmPresenceForm } from './confirm-presence-form.tsx';

const errorsOf = (error: unknown, generic: string) => (error ? (isApiError(error) ? error.errors : [generic]) : []);

/** Setup: the key and URI for the app, then the first code turns MFA on. */
function SetupForm({ setup, onEnabled, onCancel }: { setup: MfaSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const enable = useEnableMfa();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t('teacherSettings.mfa.login.errors.code'));
    enable.mutate(code.trim(), { onSuccess: onEnabled });
  }
  return (
    <Stack gap="md">
      <TotpSetupDetails secret={setup.secret} otpauthUri={setup.otpauthUri} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={700} size="sm">
            {t('teacherSettings.mfa.settings.confirmTitle')}
          </Text>
          <ErrorAlert messages={errorsOf(enable.error, t('common.error.generic'))} />
          <TextInput
            label={t('teacherSettings.mfa.login.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            w={220}
            value={code}
            error={error}
            styles={{ input: { fontSize: 20, letterSpacing: '0.3em' } }}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Group gap="sm">
            <Button type="submit" loading={enable.isPending}>
              {t('teacherSettings.mfa.settings.enable')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('teacherSettings.mfa.settings.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * A teacher's or board user's own MFA (issue 9, decision 019; whose: MfaAccountContext): on/off
 * state, setup with the key (no QR library: key and URI for manual entry), confirmation with the
 * first code, recovery codes shown once, new recovery codes and turning off (a current code or the
 * password; not while the school requires it of admin teachers, or the board of its users).
 */
export function MfaPanel() {
  const { t } = useTranslation();
  const requiredText = useContext(MfaAccountContext) === 'local_government' ? 'teacherSettings.mfa.board' : 'teacherSettings.mfa.settings';
  const status = useMfaStatus();
  const start = useStartMfaSetup();
  const disable = useDisableMfa();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<MfaSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [confirming, setConfirming] = useState<'disable' | 'regenerate'>();
  const [notice, setNotice] = useState<string>();

  if (status.isPending) return <LoadingScreen minHeight={200} />;
  if (status.isError) return <LoadFailure />;
  if (codes) return <RecoveryCodesCard codes={codes} doneLabel={t('teacherSettings.mfa.recovery.saved')} onDone={() => setCodes(undefined)} />;
  const { enabled, required, recoveryCodesLeft } = status.data;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="sm">
          <Text fw={700}>{t('teacherSettings.mfa.settings.title')}</Text>
          <Badge color={enabled ? 'green' : 'gray'} variant="light" size="lg" data-testid="mfa-state">
            {enabled ? t('teacherSettings.mfa.settings.on') : t('teacherSettings.mfa.settings.off')}
          </Badge>
        </Group>
        {notice ? (
          <Alert color="green" variant="light" role="status" icon={<IconCheck size={20} aria-hidden="true" />}>
            {notice}
          </Alert>
        ) : null}
        <Text size="sm">{enabled ? t('teacherSettings.mfa.settings.enabledLead') : t('teacherSettings.mfa.settings.disabledLead')}</Text>
        {enabled ? <Text size="sm">{t('teacherSettings.mfa.settings.recoveryLeft', { count: recoveryCodesLeft })}</Text> : null}
        {required ? <Text size="sm">{t(enabled ? `${requiredText}.required` : `${requiredText}.requiredSetup`)}</Text> : null}
        <ErrorAlert messages={errorsOf(start.error, t('common.error.generic'))} />

        {!enabled && setup ? (
          <SetupForm
            setup={setup}
            onCancel={() => setSetup(undefined)}
            onEnabled={(newCodes) => {
              setSetup(undefined);
              setNotice(t('teacherSettings.mfa.settings.enabledNotice'));
              setCodes(newCodes);
            }}
          />
        ) : null}
        {!enabled && !setup ? (
          <Group>
            <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
              {t('teacherSettings.mfa.settings.start')}
            </Button>
          </Group>
        ) : null}

        {enabled && confirming ? (
          <ConfirmPresenceForm
            submitLabel={confirming === 'disable' ? t('teacherSettings.mfa.settings.disable') : t('teacherSettings.mfa.settings.regenerate')}
            danger={confirming === 'disable'}
            pending={disable.isPending || regenerate.isPending}
            error={confirming === 'disable' ? disable.error : regenerate.error}
            onCancel={() => setConfirming(undefined)}
            onSubmit={(body) =>
              confirming === 'disable'
                ? disable.mutate(body, { onSuccess: () => (setConfirming(undefined), setNotice(t('teacherSettings.mfa.settings.disabledNotice'))) })
                : regenerate.mutate(body, { onSuccess: (newCodes) => (setConfirming(undefined), setCodes(newCodes)) })
            }
          />
        ) : null}
        {enabled && !confirming ? (
          <Group gap="sm">
            <Button variant="default" onClick={() => (regenerate.reset(), setConfirming('regenerate'))}>
              {t('teacherSettings.mfa.settings.regenerate')}
            </Button>
            {required ? null : (
              <Button variant="outline" color="red" onClick={() => (disable.reset(), setConfirming('disable'))}>
                {t('teacherSettings.mfa.settings.disable')}
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
