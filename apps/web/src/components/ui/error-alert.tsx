import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../lib/api-error.ts';

export interface ErrorAlertProps {
  /** Messages to show, one per line (a form's own, or `form.serverErrors`). */
  messages?: string[];
  /**
   * A failed call (a query's or mutation's `error`): its server messages (spec §8), or the
   * generic エラーが発生しました。… for anything else; nothing while it is null.
   */
  error?: unknown;
}

/**
 * The one error box of the web app (decision 049): an assertive alert for a form or an action,
 * with `messages` and then the lines of `error`; renders nothing when there are none.
 */
export function ErrorAlert({ messages = [], error }: ErrorAlertProps) {
  const { t } = useTranslation();
  const lines = [...messages, ...errorMessages(error, t('common.error.generic'))];
  if (lines.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
      {lines.map((m, i) => (
        <div key={i} style={{ whiteSpace: 'pre-line' }}>
          {m}
        </div>
      ))}
    </Alert>
  );
}
