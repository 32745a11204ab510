import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRubySentence } from '@sukoyaka/contracts/ruby-sentence';
import { sentenceBodySchema } from '@sukoyaka/contracts/school-admin';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { RubyText } from '../../../components/ui/ruby-text.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import type { SentenceKind } from '../api/sentences.ts';
import { useSaveSentence } from '../hooks/use-sentences.ts';

export interface SentenceEditorProps {
  kind: SentenceKind;
  /** The stored sentence (null: the built-in one, `fallback`, is shown to students). */
  stored: string | null;
  /** The built-in sentence, as students see it without a stored one. */
  fallback: string;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

/**
 * The sentence form of settings/sos_sentences and standby_sentences (issue 13 item 6, spec §5):
 * the ruby syntax {漢字:ふりがな} checked as typed by the contract of POST sos_sentences (the
 * server's own rules and messages, checkRubySentence), a ruby preview, and the sentence-save
 * confirmation modal.
 */
export function SentenceEditor({ kind, stored, fallback, readOnly, onDirtyChange }: SentenceEditorProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.sentences';
  const save = useSaveSentence(kind);
  const form = useContractForm({
    schema: sentenceBodySchema,
    initialValues: { sentence: stored ?? '' },
    validateInputOnChange: true,
    validateInputOnBlur: false,
  });
  const text = form.values.sentence;
  const [asking, setAsking] = useState<'save' | 'default' | null>(null);
  const check = checkRubySentence(text);
  useReportDirty(`sentence-${kind}`, form.isDirty(), onDirtyChange);
  const shown = stored ?? fallback;
  const submit = (value: string | null) =>
    save.mutate(value, {
      onSuccess: (saved) => {
        form.resetTo({ sentence: saved ?? '' });
        showDone(t('teacherSettings.schoolAdmin.done'));
      },
      onError: form.setServerErrors,
      onSettled: () => setAsking(null),
    });
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Text size="sm" fw={700} c="gray.8">
          {t(`${k}.current`)}
        </Text>
        <Text size="lg" style={{ whiteSpace: 'pre-line' }} data-testid="current-sentence">
          <RubyText value={shown} />
        </Text>
        {stored === null ? (
          <Text size="sm" c="gray.7" mt="xs">
            {t(`${k}.defaultNote`)}
          </Text>
        ) : null}
      </Paper>
      {readOnly ? null : (
        <form onSubmit={form.onSubmit(() => setAsking('save'))} noValidate>
          <Stack gap="sm">
            <ErrorAlert messages={form.serverErrors} />
            <Textarea label={t(`${k}.label`)} description={t(`${k}.help`)} autosize minRows={3} {...form.getInputProps('sentence')} />
            {check.ok ? (
              <Alert color="gray" variant="light" title={t(`${k}.preview`)}>
                <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
                  <RubyText value={check.value} />
                </Text>
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" disabled={!check.ok}>
                {t('teacherSettings.schoolAdmin.save')}
              </Button>
              {stored !== null ? (
                <Button variant="default" onClick={() => setAsking('default')}>
                  {t(`${k}.useDefault`)}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmModal
        opened={asking !== null}
        title={t(`${k}.confirmTitle`)}
        confirmLabel={t('teacherSettings.schoolAdmin.save')}
        cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
        loading={save.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => submit(asking === 'default' ? null : text)}
      >
        {asking === 'save' && check.ok ? (
          <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
            <RubyText value={check.value} />
          </Text>
        ) : null}
        <Text>{t(asking === 'default' ? `${k}.confirmDefaultBody` : `${k}.confirmBody`)}</Text>
      </ConfirmModal>
    </Stack>
  );
}
