import { Box, Button, Paper, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { createCommentBodySchema } from '@sukoyaka/contracts/bullying-alerts';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useComments } from '../hooks/use-bullying.ts';
import { formatDateTime } from '../lib/format.ts';

/** spec §9: the comment list scrolls when it has more than 5 entries. */
export const COMMENTS_SCROLL_OVER = 5;

/**
 * Comments on a sheet (spec §3 Note/comment, §7 Comments): teacher, time, content, oldest first;
 * the list scrolls past 5 entries. Empty content disables saving; a failed save shows nothing
 * and leaves the list as it was (spec §8); a saved one replaces the list with the answer's.
 * `readOnly` (a board user's school access, decision 028) shows the list without the form.
 */
export function AnswerComments({ answerId, readOnly = false }: { answerId: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { list, add } = useComments(answerId);
  const form = useContractForm({
    schema: createCommentBodySchema,
    toBody: (v: { content: string }) => ({ ...v, questionnaire_answer: answerId }),
    initialValues: { content: '' },
    validateInputOnBlur: false,
  });
  const content = form.values.content;
  // Spec §8: a failed save shows nothing and keeps the list; what was typed stays.
  const onSubmit = form.onSubmit((body) => add.mutateAsync(body.content, { onSuccess: () => form.reset() }));
  const items = list.data ?? [];
  const entries = (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((c) => (
        <Box component="li" key={c.id}>
          <Text size="xs" c="gray.8">
            {c.teacherName} {formatDateTime(c.createdAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.content}
          </Text>
        </Box>
      ))}
    </Stack>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answer-comments-title">
      <Title order={2} fz="lg" id="answer-comments-title" mb="xs">
        {t('bullyingAlerts.comments.title')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="gray.8">
          {t('bullyingAlerts.comments.empty')}
        </Text>
      ) : items.length > COMMENTS_SCROLL_OVER ? (
        <ScrollArea.Autosize mah={320} type="auto" data-testid="comments-scroll">
          {entries}
        </ScrollArea.Autosize>
      ) : (
        entries
      )}
      {readOnly ? null : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="xs" mt="md">
            <Textarea
              label={t('bullyingAlerts.comments.label')}
              placeholder={t('bullyingAlerts.comments.placeholder')}
              maxLength={LONG_TEXT_MAX}
              autosize
              minRows={2}
              {...form.getInputProps('content')}
            />
            <Button type="submit" disabled={!content.trim()} loading={add.isPending} style={{ alignSelf: 'flex-end' }}>
              {t('bullyingAlerts.comments.add')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
