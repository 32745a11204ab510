import { Alert, Button, CopyButton, Group, List, Paper, Stack, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/api-download.ts';

export interface RecoveryCodesCardProps {
  /** The new recovery codes, shown this once (decision 019). */
  codes: string[];
  /** Called when the user says they saved them (the codes are then gone from the screen). */
  onDone: () => void;
  doneLabel: string;
}

/** Saves the codes as a text file (one per line) through the browser's save flow. */
function download(codes: string[], fileName: string) {
  saveFile({ blob: new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }), fileName });
}

/**
 * Recovery codes shown once after MFA is turned on or the codes are renewed: the list, copy all,
 * save as a text file, and a button to go on once they are kept somewhere safe.
 */
export function RecoveryCodesCard({ codes, onDone, doneLabel }: RecoveryCodesCardProps) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('teacherSettings.mfa.recovery.title')}
        </Title>
        <Alert color="yellow" variant="light">
          {t('teacherSettings.mfa.recovery.lead')}
        </Alert>
        <List
          type="ordered"
          withPadding
          spacing={4}
          data-testid="recovery-codes"
          styles={{ item: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 16 } }}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
              >
                {copied ? t('teacherSettings.mfa.recovery.copied') : t('teacherSettings.mfa.recovery.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            onClick={() => download(codes, t('teacherSettings.mfa.recovery.fileName'))}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {t('teacherSettings.mfa.recovery.download')}
          </Button>
        </Group>
        <Button onClick={onDone}>{doneLabel}</Button>
      </Stack>
    </Paper>
  );
}
