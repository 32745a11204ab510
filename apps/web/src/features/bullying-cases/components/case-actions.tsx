import { Button, Group, List, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { addActionBodySchema, type CaseDetail } from '@sukoyaka/contracts/bullying-cases';
import { formatDate, japanDateKey } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useAddCaseAction } from '../hooks/use-bullying-cases.ts';

/**
 * 対応の記録 of a case (issue 26 item 1): the actions, oldest first, with date and teacher, and
 * (unless `readOnly`: a board user's access or a closed case) the form to add one (date, text).
 */
export function CaseActions({ c, readOnly }: { c: CaseDetail; readOnly: boolean }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const add = useAddCaseAction(c.id);
  const form = useContractForm({ schema: addActionBodySchema, initialValues: { actedOn: japanDateKey(), content: '' } });
  const onSubmit = form.onSubmit((body) =>
    add.mutateAsync(body, {
      onSuccess: () => {
        showDone(t(`${k}.actionAdded`));
        form.resetTo({ actedOn: japanDateKey(), content: '' });
      },
      onError: form.setServerErrors,
    }),
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="case-actions-title">
      <Title order={2} fz="lg" id="case-actions-title" mb="xs">
        {t(`${k}.actionsTitle`)}
      </Title>
      {c.actions.length ? (
        <List spacing="xs">
          {c.actions.map((a) => (
            <List.Item key={a.id}>
              <Text size="sm" fw={700} span>
                {formatDate(a.actedOn)} {a.teacherName}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {a.content}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t(`${k}.noActions`)}</Text>
      )}
      {readOnly ? null : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="xs" mt="md">
            <ErrorAlert messages={form.serverErrors} />
            <Group align="flex-start" wrap="wrap">
              <TextInput type="date" label={t(`${k}.actedOn`)} required w={180} {...form.getInputProps('actedOn')} />
              <Textarea label={t(`${k}.content`)} required autosize minRows={2} style={{ flex: 1, minWidth: 260 }} {...form.getInputProps('content')} />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending}>
                {t(`${k}.addAction`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
