import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { createStudentCommentBodySchema } from '@sukoyaka/contracts/student-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdleWarningModal } from '../../../components/ui/idle-warning-modal.tsx';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useIdleEdit } from '../../../lib/use-idle-edit.ts';
import { useCreateStudentMemo } from '../hooks/use-memos.ts';

export interface MemoFormModalProps {
  studentId: number;
  onClose: () => void;
}

/**
 * Adding a memo (spec §4 memo flow, §5, §8): the form (placeholder これはメモの内容です。, at most
 * 5,000 characters, the contract of create_student_comment; 確認する stays disabled while empty),
 * then the confirm step (本当にメモを保存しますか？ / 保存したメモは編集、削除できませんのでご注意ください。);
 * 戻る returns to the form. Saved, it closes; a failed save shows no message (spec §8) and stays.
 * An idle form is cancelled after 3 hours (warning from 2.5 h); leaving the page with a draft asks first.
 */
export function MemoFormModal({ studentId, onClose }: MemoFormModalProps) {
  const { t } = useTranslation();
  const k = 'teacherStudents.memo';
  const create = useCreateStudentMemo(studentId);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const form = useContractForm({ schema: createStudentCommentBodySchema, toBody: (v) => ({ studentId, content: v.content }), initialValues: { content: '' } });
  const content = form.values.content.trim();
  const idle = useIdleEdit(true, onClose);

  const onConfirm = form.onSubmit(() => setStep('confirm'));
  const save = () => {
    if (!content || create.isPending) return;
    create.mutate(content, { onSuccess: onClose });
  };

  return (
    <>
      <Modal
        opened
        onClose={create.isPending ? () => undefined : step === 'confirm' ? () => setStep('form') : onClose}
        title={step === 'form' ? t(`${k}.formTitle`) : t(`${k}.confirmTitle`)}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('teacherSettings.close') }}
      >
        {step === 'form' ? (
          <form onSubmit={onConfirm} noValidate>
            <Stack gap="md">
              <Textarea
                label={t(`${k}.content`)}
                placeholder={t(`${k}.placeholder`)}
                maxLength={LONG_TEXT_MAX}
                autosize
                minRows={6}
                maxRows={14}
                data-autofocus
                description={t(`${k}.counter`, { length: form.values.content.length, max: LONG_TEXT_MAX })}
                {...form.getInputProps('content')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  {t(`${k}.cancel`)}
                </Button>
                <Button type="submit" disabled={!content}>
                  {t(`${k}.confirm`)}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="md">
            <Stack gap={4}>
              <Text fw={700}>{t(`${k}.confirmQuestion`)}</Text>
              <Text c="red.9" size="sm">
                {t(`${k}.confirmNote`)}
              </Text>
            </Stack>
            <Paper withBorder p="sm" bg="gray.0" mah={280} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label={t(`${k}.content`)}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {content}
              </Text>
            </Paper>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep('form')} disabled={create.isPending} data-autofocus>
                {t(`${k}.back`)}
              </Button>
              <Button onClick={save} loading={create.isPending} disabled={!content}>
                {t(`${k}.save`)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <IdleWarningModal minutesLeft={idle.minutesLeft} onContinue={idle.keepEditing} />
      <UnsavedChangesGuard when={content !== ''} />
    </>
  );
}
