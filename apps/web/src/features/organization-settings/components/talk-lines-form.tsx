import { Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { BOARD_TALK_LINES_MAX, boardTalkLinesSchema, type BoardTalkLine, type BoardTalkLines } from '@sukoyaka/contracts/board-talk-lines';
import { useTranslation } from 'react-i18next';
import { formActions, SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useUpdateTalkLines } from '../hooks/use-organization-settings.ts';

const BLANK: BoardTalkLine = { name: '', phone: '', url: '', hours: '' };
const isBlank = (line: BoardTalkLine) => !line.name.trim() && !line.phone.trim() && !line.url.trim() && !line.hours.trim();

/** The stored lines in the form's 3 rows (blank rows after them). */
const rowsOf = (list: BoardTalkLines) => ({
  lines: [...list.lines, ...Array.from({ length: BOARD_TALK_LINES_MAX - list.lines.length }, () => ({ ...BLANK }))],
});

/**
 * settings/talk_lines (issue 25 item 1, decision 078): the board's own lines (SNS相談, local
 * phone lines) in 3 rows of name, phone, URL and hours; blank rows are left out (fill the rows
 * from the top, so an error stays at its row); the contract of POST /api/local_governments/talk_lines
 * checks Japanese phone numbers and https URLs, in Japanese, at the field.
 */
export function TalkLinesForm({ list, onDirtyChange }: { list: BoardTalkLines; onDirtyChange?: ReportDirty }) {
  const { t } = useTranslation();
  const k = 'organization.settings.talkLines';
  const update = useUpdateTalkLines();
  const form = useContractForm({
    schema: boardTalkLinesSchema,
    toBody: (v) => ({ lines: v.lines.filter((line) => !isBlank(line)) }),
    initialValues: rowsOf(list),
  });
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
          {t(`${k}.lead`)}
        </Text>
        {form.values.lines.map((_, i) => (
          <Fieldset key={i} legend={t(`${k}.line`, { n: i + 1 })}>
            <Group grow align="flex-start" gap="sm" wrap="wrap">
              <TextInput label={t(`${k}.name`)} lang="ja" miw={220} {...form.getInputProps(`lines.${i}.name`)} />
              <TextInput label={t(`${k}.phone`)} type="tel" miw={160} {...form.getInputProps(`lines.${i}.phone`)} />
            </Group>
            <Group grow align="flex-start" gap="sm" wrap="wrap" mt="sm">
              <TextInput label={t(`${k}.url`)} type="url" miw={220} {...form.getInputProps(`lines.${i}.url`)} />
              <TextInput label={t(`${k}.hours`)} lang="ja" miw={160} {...form.getInputProps(`lines.${i}.hours`)} />
            </Group>
          </Fieldset>
        ))}
        <SettingsActions {...formActions(form, update, dirty)} />
      </Stack>
    </Paper>
  );
}
