import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface ErrorAlertProps {
  /** Messages to show, one per line (the server's Japanese sentences or a form's own). */
  messages: string[];
}

/** An assertive error box for a form or an action; renders nothing without messages. */
export function ErrorAlert({ messages }: ErrorAlertProps) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
      {messages.map((m, i) => (
        <div key={i} style={{ whiteSpace: 'pre-line' }}>
          {m}
        </div>
      ))}
    </Alert>
  );
}
