import { Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  BOARD_TALK_LINES_MAX,
  boardTalkLinesSchema,
  type BoardTalkLine,
  type BoardTalkLines,
  type BoardTalkLinesShown,
} from '@sukoyaka/contracts/board-talk-lines';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@sukoyaka/contracts/school-text-pick';
import { useTranslation } from 'react-i18next';
import { formActions, SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { TranslationInputs, translationValuesOf } from '../../../components/ui/translation-inputs.tsx';
import { useContractForm, type ContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useUpdateTalkLines } from '../hooks/use-organization-settings.ts';

/** One row of the form: a line's fields, its translations as inputs ('' where none). */
type LineRow = Omit<BoardTalkLine, 'translations'> & { translations: Record<TranslatedLocale, { label: string; remarks: string }> };
type Rows = { lines: LineRow[] };

const rowOf = (line: BoardTalkLinesShown['lines'][number]): LineRow => ({ ...line, translations: translationValuesOf(line.translations ?? {}) });
const BLANK = (): LineRow => rowOf({ name: '', phone: '', url: '', hours: '' });
const isBlank = (line: LineRow) =>
  [line.name, line.phone, line.url, line.hours, ...TRANSLATED_LOCALES.flatMap((l) => [line.translations[l].label, line.translations[l].remarks])].every(
    (text) => !text.trim(),
  );

/** The stored lines in the form's 3 rows (blank rows after them). */
const rowsOf = (list: BoardTalkLinesShown): Rows => ({
  lines: [...list.lines.map(rowOf), ...Array.from({ length: BOARD_TALK_LINES_MAX - list.lines.length }, BLANK)],
});

/**
 * The body of the filled rows: every line sends its translations (an emptied one clears them);
 * a line without hours sends no hours translations.
 */
const bodyOf = (rows: Rows) => ({
  lines: rows.lines
    .filter((line) => !isBlank(line))
    .map((line) => ({
      ...line,
      translations: Object.fromEntries(
        TRANSLATED_LOCALES.map((l) => [l, { label: line.translations[l].label, remarks: line.hours.trim() ? line.translations[l].remarks : '' }]),
      ),
    })),
});

/**
 * settings/talk_lines (issue 25 item 1, decisions 078 and 080): the board's own lines (SNS相談,
 * local phone lines) in 3 rows of name, phone, URL and hours, each with its name (and hours) in
 * the other seven languages in a closed 「ほかの言語での表記」; blank rows are left out (fill the rows
 * from the top, so an error stays at its row); the contract of POST /api/local_governments/talk_lines
 * checks Japanese phone numbers, https URLs and the translations' length, in Japanese, at the field.
 */
export function TalkLinesForm({ list, onDirtyChange }: { list: BoardTalkLinesShown; onDirtyChange?: ReportDirty }) {
  const { t } = useTranslation();
  const update = useUpdateTalkLines();
  const form = useContractForm<Rows, BoardTalkLines>({ schema: boardTalkLinesSchema, toBody: bodyOf, initialValues: rowsOf(list) });
  const dirty = form.isDirty();
  useReportDirty('talk-lines', dirty, onDirtyChange);

  const onSubmit = form.onSubmit((body) => {
    if (update.isPending) return;
    update.mutate(body, { onSuccess: (saved) => form.resetTo(rowsOf(saved)), onError: form.setServerErrors });
  });

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          {t('organization.settings.talkLines.lead')}
        </Text>
        {form.values.lines.map((line, i) => (
          <LineFields key={i} form={form} index={i} line={line} />
        ))}
        <SettingsActions {...formActions(form, update, dirty)} />
      </Stack>
    </Paper>
  );
}

/** The translated texts of a line (decision 080: `label` its name, `remarks` its hours) and their short names. */
const TRANSLATED_FIELDS = [
  { field: 'label', name: 'nameShort' },
  { field: 'remarks', name: 'hoursShort' },
] as const;

/** One line's fieldset: name, phone, URL, hours, then the name's (and the hours') other languages. */
function LineFields({ form, index: i, line }: { form: ContractForm<Rows, BoardTalkLines>; index: number; line: LineRow }) {
  const { t } = useTranslation();
  const k = 'organization.settings.talkLines';
  return (
    <Fieldset legend={t(`${k}.line`, { n: i + 1 })}>
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput label={t(`${k}.name`)} lang="ja" miw={220} {...form.getInputProps(`lines.${i}.name`)} />
        <TextInput label={t(`${k}.phone`)} type="tel" miw={160} {...form.getInputProps(`lines.${i}.phone`)} />
      </Group>
      <Group grow align="flex-start" gap="sm" wrap="wrap" mt="sm">
        <TextInput label={t(`${k}.url`)} type="url" miw={220} {...form.getInputProps(`lines.${i}.url`)} />
        <TextInput label={t(`${k}.hours`)} lang="ja" miw={160} {...form.getInputProps(`lines.${i}.hours`)} />
      </Group>
      <Stack gap="xs" mt="sm">
        {/* The name's other languages; the hours' only on a line with hours. */}
        {(line.hours.trim() ? TRANSLATED_FIELDS : TRANSLATED_FIELDS.slice(0, 1)).map(({ field, name }) => (
          <TranslationInputs
            key={field}
            name={t(`${k}.${name}`)}
            title={`${t('teacherSettings.translations.title')}（${t(`${k}.${name}`)}）`}
            hint={t(`${k}.translationsHint`)}
            maxLength={60}
            filled={TRANSLATED_LOCALES.filter((l) => line.translations[l][field].trim()).length}
            inputProps={(locale) => form.getInputProps(`lines.${i}.translations.${locale}.${field}`)}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
