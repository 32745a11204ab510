import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useIssueSignInCards, useStudentAccounts } from '../hooks/use-student-accounts.ts';
import { SignInCardPicker } from './sign-in-card-picker.tsx';

/**
 * ログインカード (issue 13, decisions 023 and 045): choose a class and its pupils (those without a
 * password yet are chosen), confirm that only they get a new initial password — the rest of the
 * class stays signed in — and download the cards PDF to print.
 */
export function SignInCards({ klasses }: { klasses: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const issue = useIssueSignInCards();
  const [klassId, setKlassId] = useState(String(klasses[0]?.id ?? ''));
  const [asking, setAsking] = useState(false);
  const roster = useStudentAccounts({ klassId: Number(klassId) || undefined, page: 1, limit: 200 }, Boolean(klassId));
  const students = roster.data?.list.filter((s) => String(s.klassId) === klassId) ?? [];
  // Picking a class (or its list changing) chooses the pupils without a password yet; a choice made holds for that list.
  const listKey = `${klassId}:${students.map((s) => `${s.id}${s.passwordSet}`).join(',')}`;
  const [picked, setPicked] = useState<{ key: string; ids: Set<number> } | null>(null);
  const chosen = picked?.key === listKey ? picked.ids : new Set(students.filter((s) => !s.passwordSet).map((s) => s.id));
  const setChosen = (ids: Set<number>) => setPicked({ key: listKey, ids });
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
        </Group>
        <SignInCardPicker students={students} chosen={chosen} onChange={setChosen} />
        <div>
          <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} disabled={!klassId || chosen.size === 0} onClick={() => setAsking(true)}>
            {t(`${k}.cardsButton`)}
          </Button>
        </div>
      </Stack>
      <ConfirmModal
        opened={asking}
        title={t(`${k}.cardsConfirmTitle`)}
        confirmLabel={t(`${k}.cardsConfirm`)}
        cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
        loading={issue.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          issue.mutate(
            { klassId: Number(klassId), studentIds: [...chosen] },
            {
              onSuccess: () => showDone(t(`${k}.cardsDone`)),
              onSettled: () => setAsking(false),
            },
          )
        }
      >
        <Text>{t(`${k}.cardsConfirmBody`, { klass: klassName, count: chosen.size })}</Text>
        <Text size="sm" c="gray.8">
          {t(`${k}.cardsConfirmNote`)}
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
