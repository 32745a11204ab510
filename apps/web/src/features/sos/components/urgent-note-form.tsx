import { Button, Group, Text, TextInput } from '@mantine/core';
import { URGENT_NOTE_MAX_LENGTH } from '@sukoyaka/contracts/talk-lines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useSendUrgentNote } from '../hooks/use-sos.ts';

export interface UrgentNoteFormProps {
  /** The pupil's own open talk request. */
  requestId: number;
}

/**
 * One line under the pupil's newest open talk request to say it is urgent (issue 25 item 2); in
 * school hours the admin teachers are mailed at once. A plain input, not the form kit: the kit
 * brings zod, which the pupil's today page keeps out (decision 015); the API validates (one line,
 * 1–100 characters) and its Japanese message shows here.
 */
export function UrgentNoteForm({ requestId }: UrgentNoteFormProps) {
  const { t } = useTranslation();
  const { rich, plain } = useTextRenderer();
  const [note, setNote] = useState('');
  const send = useSendUrgentNote();
  if (send.isSuccess) {
    return (
      <Text role="status" fw={700} c="green.9">
        {rich(t('student.sos.mine.urgentSent'))}
      </Text>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!send.isPending) send.mutate({ id: requestId, note });
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={plain(t('student.sos.mine.urgentLabel'))}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={URGENT_NOTE_MAX_LENGTH}
          size="md"
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" size="md" color="red.9" loading={send.isPending} disabled={note.trim() === ''}>
          {rich(t('student.sos.mine.urgentSubmit'))}
        </Button>
      </Group>
      <ErrorAlert messages={errorMessages(send.error, t('common.error.generic'))} />
    </form>
  );
}
