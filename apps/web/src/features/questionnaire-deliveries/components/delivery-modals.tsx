import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { DeliveryRow, DeliveryTry } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useState } from 'react';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useTryPages } from '../hooks/use-questionnaire-deliveries.ts';

const messagesOf = (error: unknown) => (isApiError(error) ? error.errors : error ? [String(error)] : []);

export interface DeleteDeliveryModalProps {
  row: DeliveryRow | null;
  pending: boolean;
  error: unknown;
  onConfirm: (deleteAnswers: boolean) => void;
  onCancel: () => void;
}

/**
 * The spec §2 delete modal. A delivery students have answered is deleted only when the admin ticks
 * that the answers go too (issue 11: refused with a clear message otherwise).
 */
export function DeleteDeliveryModal({ row, pending, error, onConfirm, onCancel }: DeleteDeliveryModalProps) {
  const { t } = useTranslation();
  const [answersToo, setAnswersToo] = useState(false);
  const close = () => {
    setAnswersToo(false);
    onCancel();
  };
  return (
    <ConfirmModal
      opened={row !== null}
      title={t('questionnaireDeliveries.delete.title')}
      confirmLabel={t('questionnaireDeliveries.delete.ok')}
      cancelLabel={t('questionnaireDeliveries.form.cancel')}
      danger
      loading={pending}
      onConfirm={() => {
        if (row?.hasAnswers && !answersToo) return;
        onConfirm(answersToo);
      }}
      onCancel={close}
    >
      <Text>{row ? t('questionnaireDeliveries.delete.body', { title: stripFurigana(row.title) }) : null}</Text>
      {row?.hasAnswers ? (
        <>
          <Alert color="red" variant="light">
            {t('questionnaireDeliveries.delete.answersWarning')}
          </Alert>
          <Checkbox label={t('questionnaireDeliveries.delete.answersConfirm')} checked={answersToo} onChange={(e) => setAnswersToo(e.currentTarget.checked)} />
        </>
      ) : null}
      <ErrorAlert messages={messagesOf(error)} />
    </ConfirmModal>
  );
}

export interface FinishDeliveryModalProps {
  row: DeliveryRow | null;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec §2 finish modal: 完了 ends answering for every student. */
export function FinishDeliveryModal({ row, pending, error, onConfirm, onCancel }: FinishDeliveryModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={row !== null}
      title={t('questionnaireDeliveries.finish.title')}
      confirmLabel={t('questionnaireDeliveries.finish.ok')}
      cancelLabel={t('questionnaireDeliveries.form.cancel')}
      loading={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Text>{row ? t('questionnaireDeliveries.finish.body', { title: stripFurigana(row.title) }) : null}</Text>
      <ErrorAlert messages={messagesOf(error)} />
    </ConfirmModal>
  );
}

/** The pages of a delivery, read only: questions, form type, options with scores and rules in Japanese. */
export function DeliveryPages({ pages }: { pages: DeliveryTry['questionsGroups'] }) {
  const { t } = useTranslation();
  if (pages.every((p) => p.questions.length === 0)) return <Text c="gray.7">{t('questionnaireDeliveries.preview.noQuestions')}</Text>;
  const firstNumbers = pages.map((_, p) => pages.slice(0, p).reduce((n, page) => n + page.questions.length, 0));
  return (
    <Stack gap="lg">
      {pages.map((page, i) => (
        <Stack key={page.id} gap="sm">
          <Title order={3} fz="md">
            {t('questionnaireDeliveries.preview.page', { n: i + 1 })}
            {page.title ? `：${page.title}` : ''}
          </Title>
          {page.questions.map((q, k) => {
            const number = firstNumbers[i]! + k + 1;
            return (
              <Stack key={q.id} gap={4} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
                <Group gap={6}>
                  <Text fw={600} lang="ja">
                    {number}. {q.text}
                  </Text>
                  {q.required ? (
                    <Badge color="red" variant="light" size="sm" styles={{ label: { color: 'var(--mantine-color-red-9)' } }}>
                      {t('questionnaireDeliveries.preview.required')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="gray.7">
                  {t(`questionnaireDeliveries.editor.formTypes.${q.formType}`)}
                </Text>
                {q.options.length ? <Text size="sm">{q.options.map((o) => `${o.text}（${o.score}）`).join(' ／ ')}</Text> : null}
                {q.alertRuleTexts.map((rule, k) => (
                  <Text key={k} size="sm" c="blue.9">
                    {t('questionnaireDeliveries.preview.rules')}：{rule}
                  </Text>
                ))}
              </Stack>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

/** The spec §2 preview modal (GET …/{id}/preview). */
export function PreviewDeliveryModal({ row, onClose }: { row: DeliveryRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const pages = useTryPages(row?.id ?? null, true);
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? t('questionnaireDeliveries.preview.title', { title: stripFurigana(row.title) }) : ''}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('questionnaireDeliveries.preview.close') }}
    >
      <Stack gap="lg">
        {pages.isPending ? <LoadingScreen minHeight={160} /> : pages.isError ? <LoadFailure /> : <DeliveryPages pages={pages.data.questionsGroups} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('questionnaireDeliveries.preview.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
