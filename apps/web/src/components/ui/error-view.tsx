import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageScreen } from './message-screen.tsx';

export interface ErrorViewProps {
  /** HTTP-like status of the failure; spec §2 default 500. */
  status?: number;
  /** Messages for the reader; a generic sentence when empty. */
  messages?: string[];
}

/** The error page of spec §2: heading ERROR, the status code (default 500) and the message. */
export function ErrorView({ status = 500, messages = [] }: ErrorViewProps) {
  const { t } = useTranslation();
  const lines = messages.length ? messages : [t('common.error.generic')];
  return (
    <MessageScreen
      eyebrow={String(status)}
      title={t('common.error.heading')}
      actions={
        // A 44 px target (issue 3): students reach this page on a tablet too.
        <Anchor component={Link} to="/" reloadDocument fw={600} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {t('common.error.backToTop')}
        </Anchor>
      }
    >
      {lines.map((line, i) => (
        <Text key={i} style={{ whiteSpace: 'pre-line' }}>
          {line}
        </Text>
      ))}
    </MessageScreen>
  );
}
