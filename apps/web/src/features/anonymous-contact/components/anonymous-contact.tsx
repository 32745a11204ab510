import { Anchor, Button, Code, CopyButton, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Code.css';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { ANONYMOUS_REPORTING_URL } from '@sukoyaka/contracts/anonymous-reporting';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { useAccessCode } from '../hooks/use-access-code.ts';

/**
 * Anonymous contact with the access code (spec §1 "contact a teacher anonymously with an access
 * code", §2 recent-condition screen). Shown only when the school links the service (linkStopIt):
 * the code to type in, and the service's page, opened in a new tab. Nothing shows otherwise, or
 * while the details cannot be loaded (the talk-to buttons above always work).
 */
export function AnonymousContact() {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const code = useAccessCode();
  if (!code.data?.linkStopIt) return null;
  const url = code.data.url || ANONYMOUS_REPORTING_URL;

  return (
    <Paper component="section" aria-labelledby="anonymous-contact-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} id="anonymous-contact-title" fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
          {rich(t('student.anonymous.title'))}
        </Title>
        <Text size="lg" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
          {rich(t('student.anonymous.lead'))}
        </Text>
        {code.data.accessCode ? (
          <Group gap="sm" align="center">
            <Text fw={700} size="lg">
              {rich(t('student.anonymous.code'))}
            </Text>
            <Code fz={24} fw={700} px="md" py={6} c="dark.9" bg="gray.1">
              {code.data.accessCode}
            </Code>
            <CopyButton value={code.data.accessCode}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  size="sm"
                  h={44}
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
                >
                  {rich(t(copied ? 'student.anonymous.copied' : 'student.anonymous.copy'))}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
        <Group>
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="lg"
            fw={700}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}
          >
            {rich(t('student.anonymous.open'))}
            <IconExternalLink size={20} aria-hidden="true" />
            <VisuallyHidden>{t('student.common.newTab')}</VisuallyHidden>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
