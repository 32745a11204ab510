import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';

export interface FormModalProps {
  title: ReactNode;
  /** The form's submit handler (`form.onSubmit(...)` of useContractForm). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The server's messages no field shows (`form.serverErrors`). */
  errors: string[];
  pending: boolean;
  submitLabel: string;
  cancelLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a modal (add / edit dialogs of the settings pages; decision 049): the fields, the
 * server's messages, then キャンセル and the submit button (spinning while the save runs). The
 * modal cannot be closed while it saves.
 */
export function FormModal({ title, onSubmit, onClose, errors, pending, submitLabel, cancelLabel, children }: FormModalProps) {
  return (
    <Modal opened onClose={pending ? () => undefined : onClose} title={title} centered closeButtonProps={{ 'aria-label': cancelLabel }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <ErrorAlert messages={errors} />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
