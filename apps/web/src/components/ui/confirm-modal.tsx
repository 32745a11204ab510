import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows a spinner on the confirm button and keeps the modal open. */
  loading?: boolean;
  /** A destructive action (delete, leave without saving): red confirm button. */
  danger?: boolean;
  /** The confirm button stays disabled (e.g. until the student's name is typed). */
  confirmDisabled?: boolean;
}

/**
 * A yes/no question in a modal (spec §2 "Modals": confirm, delete, warning on leave). The cancel
 * button comes first and takes the focus, so Enter never confirms by accident.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading = false,
  danger = false,
  confirmDisabled = false,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onCancel} title={title} centered withCloseButton={false}>
      <Stack gap="lg">
        <Stack gap="xs">{children}</Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
