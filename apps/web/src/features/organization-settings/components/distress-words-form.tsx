import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { distressWordsBodySchema, type DistressWordEntry, type DistressWords } from '@sukoyaka/contracts/distress-words';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { formActions, SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useUpdateDistressWords } from '../hooks/use-organization-settings.ts';

/** One line per word: the word, then its other spellings after 「、」 (or a comma). */
export const linesOf = (words: DistressWordEntry[]): string => words.map((w) => [w.word, ...w.spellings.filter((s) => s !== w.word)].join('、')).join('\n');

/** The lines back into the contract's words; blank lines are left out. */
export function wordsOf(text: string): DistressWordEntry[] {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(/[、,，]/)
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .filter((parts) => parts.length > 0)
    .map(([word, ...spellings]) => ({ word: word!, spellings }));
}

/**
 * settings/distress_words (issue 25 item 5, decision 071): the board's words of distress as one
 * line per word (「死にたい、しにたい」), checked by the contract of POST
 * /api/local_governments/distress_words (never empty, no word twice; errors name the word's
 * number). 初期のリストに戻す asks first, then goes back to the repository's list.
 */
export function DistressWordsForm({ list, onDirtyChange }: { list: DistressWords; onDirtyChange?: ReportDirty }) {
  const { t } = useTranslation();
  const k = 'organization.settings.distress';
  const update = useUpdateDistressWords();
  const [asking, setAsking] = useState(false);
  const form = useContractForm({
    schema: distressWordsBodySchema,
    toBody: (v) => ({ words: wordsOf(v.words) }),
    initialValues: { words: linesOf(list.words) },
  });
  const dirty = form.isDirty();
  useReportDirty('distress-words', dirty, onDirtyChange);
  const wordErrors = Object.entries(form.errors)
    .filter(([path]) => /^words\.\d+/.test(path))
    .map(([path, message]) => t(`${k}.wordError`, { n: Number(path.split('.')[1]) + 1, message: String(message) }));

  const onSubmit = form.onSubmit(() => {
    if (update.isPending) return;
    update.mutate(
      { words: wordsOf(form.getValues().words) },
      { onSuccess: (saved) => form.resetTo({ words: linesOf(saved.words) }), onError: form.setServerErrors },
    );
  });
  const reset = () =>
    update.mutate(
      { reset: true },
      {
        onSuccess: (saved) => {
          setAsking(false);
          form.resetTo({ words: linesOf(saved.words) });
        },
        onError: () => setAsking(false),
      },
    );

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.8" role="status">
          {list.isDefault ? t(`${k}.isDefault`) : t(`${k}.isOwn`)} {t(`${k}.count`, { count: wordsOf(form.getValues().words).length })}
        </Text>
        <Textarea label={t(`${k}.label`)} description={t(`${k}.hint`)} autosize minRows={8} maxRows={20} lang="ja" {...form.getInputProps('words')} />
        <ErrorAlert messages={wordErrors} />
        <SettingsActions
          {...formActions(form, update, dirty)}
          extra={
            list.isDefault ? null : (
              <Button variant="default" leftSection={<IconRestore size={18} aria-hidden="true" />} onClick={() => setAsking(true)}>
                {t(`${k}.reset`)}
              </Button>
            )
          }
        />
      </Stack>
      <ConfirmModal
        opened={asking}
        title={t(`${k}.resetTitle`)}
        confirmLabel={t(`${k}.reset`)}
        cancelLabel={t(`${k}.cancel`)}
        onConfirm={reset}
        onCancel={() => setAsking(false)}
        loading={update.isPending}
      >
        <Text size="sm">{t(`${k}.resetBody`)}</Text>
      </ConfirmModal>
    </Paper>
  );
}
