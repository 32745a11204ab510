import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface TotpSetupDetailsProps {
  /** Base32 secret for manual entry in an authenticator app. */
  secret: string;
  /** The otpauth:// URI (what a QR code would encode). */
  otpauthUri: string;
}

function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          size="xs"
          onClick={copy}
          leftSection={copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />}
          aria-label={`${label}: ${copied ? t('teacherSettings.mfa.setup.copied') : t('teacherSettings.mfa.setup.copy')}`}
        >
          {copied ? t('teacherSettings.mfa.setup.copied') : t('teacherSettings.mfa.setup.copy')}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * The details an authenticator app needs to add a staff account (decision 019): the setup key in
 * groups of four for typing, and the otpauth URI. No QR code: no QR library is installed, and
 * the page says so.
 */
export function TotpSetupDetails({ secret, otpauthUri }: TotpSetupDetailsProps) {
  const { t } = useTranslation();
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="sm" id="totp-secret-label">
            {t('teacherSettings.mfa.setup.secret')}
          </Text>
          <CopyValue value={secret} label={t('teacherSettings.mfa.setup.secret')} />
        </Group>
        <Code block fz="md" aria-labelledby="totp-secret-label" data-testid="totp-secret" style={{ letterSpacing: '0.05em', whiteSpace: 'pre-wrap' }}>
          {grouped}
        </Code>
        <Text size="sm" c="gray.8">
          {t('teacherSettings.mfa.setup.secretHint')}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="sm">
            {t('teacherSettings.mfa.setup.uri')}
          </Text>
          <CopyValue value={otpauthUri} label={t('teacherSettings.mfa.setup.uri')} />
        </Group>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {otpauthUri}
        </Code>
        <Text size="sm" c="gray.8">
          {t('teacherSettings.mfa.setup.noQr')}
        </Text>
      </Stack>
    </Stack>
  );
}
