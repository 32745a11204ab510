import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useIssueSignInCards } from '../hooks/use-student-accounts.ts';

/**
 * ログインカード (issue 13, decision 023): choose a class, confirm that every student of it gets a
 * new initial password, and download the cards PDF to print.
 */
export function SignInCards({ klasses }: { klasses: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const issue = useIssueSignInCards();
  const [klassId, setKlassId] = useState(String(klasses[0]?.id ?? ''));
  const [asking, setAsking] = useState(false);
  const klassName = klasses.find((c) => String(c.id) === klassId)?.name ?? '';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sign-in-cards-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="sign-in-cards-title">
          {t(`${k}.cardsTitle`)}
        </Title>
        <Text size="sm">{t(`${k}.cardsLead`)}</Text>
        <ErrorAlert error={issue.error} />
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t(`${k}.cardsKlass`)}
            value={klassId}
            onChange={(e) => setKlassId(e.currentTarget.value)}
            data={klasses.map((c) => ({ value: String(c.id), label: c.name }))}
            w={220}
          />
          <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} disabled={!klassId} onClick={() => setAsking(true)}>
            {t(`${k}.cardsButton`)}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking}
        title={t(`${k}.cardsConfirmTitle`)}
        confirmLabel={t(`${k}.cardsConfirm`)}
        cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
        loading={issue.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          issue.mutate(Number(klassId), {
            onSuccess: () => showDone(t(`${k}.cardsDone`)),
            onSettled: () => setAsking(false),
          })
        }
      >
        <Text>{t(`${k}.cardsConfirmBody`, { klass: klassName })}</Text>
        <Text size="sm" c="gray.8">
          {t(`${k}.cardsConfirmNote`)}
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
