import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { CASE_STATES } from '@sukoyaka/contracts/bullying-cases';
import { formatDate } from '@sukoyaka/contracts/dates';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PasswordReentryModal } from '../../../components/ui/password-reentry-modal.tsx';
import { readConfirmToken, subscribeConfirmToken } from '../../../lib/confirm-token.ts';
import { paths } from '../../../lib/paths.ts';
import { useCases } from '../hooks/use-bullying-cases.ts';

export interface StudentCasesPanelProps {
  studentId: number;
}

/** The open cases of the pupil (GET /api/teachers/bullying_cases?filter=open&studentId=), once the confirm token is stored. */
function OpenCases({ studentId }: StudentCasesPanelProps) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const { school_code: schoolCode = '' } = useParams();
  const cases = useCases('open', studentId);
  if (cases.isPending) return <LoadingScreen minHeight={60} />;
  if (cases.isError) return <LoadFailure order={2} />;
  if (cases.data.length === 0) return <Text size="sm">{t(`${k}.studentPanelNone`)}</Text>;
  return (
    <List listStyleType="none" spacing="xs">
      {cases.data.map((c) => (
        <List.Item key={c.id}>
          <Stack gap={2}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={paths.teacher(schoolCode, `bullying-cases/${c.id}`)} fw={700}>
                {CASE_STATES[c.state]}
              </Anchor>
              {c.watch.candidate ? (
                <Badge color="red.9" variant="filled">
                  {t(`${k}.candidateShort`)}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">{t(`${k}.studentPanelSince`, { date: formatDate(c.recognizedOn), count: c.daysSinceRecognized })}</Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * いじめ事案 on this year's pupil page (issue 26 item 4, decision 060): the pupil's open cases (対応中,
 * 解消に向けた取組中) as the affected pupil, each with its state (a link to the case page), 認知日 and
 * days since 認知, and （重大事態の候補） when the watch says so. Teachers only (the pupil page is a
 * teacher route; the API refuses every other role). The cases sit behind password re-entry like
 * every bullying page (decision 022): without a stored confirm token the panel offers 表示する,
 * which opens the re-entry modal in place; nothing about the cases is fetched before.
 */
export function StudentCasesPanel({ studentId }: StudentCasesPanelProps) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const headingId = useId();
  const token = useSyncExternalStore(subscribeConfirmToken, readConfirmToken, () => null);
  const [reentry, setReentry] = useState(false);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz={20} id={headingId}>
          <Group component="span" gap={6} wrap="nowrap">
            <IconShieldExclamation size={22} aria-hidden="true" />
            {t(`${k}.studentPanelTitle`)}
          </Group>
        </Title>
        {token ? (
          <OpenCases studentId={studentId} />
        ) : (
          <>
            <Text size="sm">{t(`${k}.studentPanelLocked`)}</Text>
            <Button variant="default" size="sm" w="fit-content" onClick={() => setReentry(true)}>
              {t(`${k}.studentPanelShow`)}
            </Button>
            <PasswordReentryModal opened={reentry} onClose={() => setReentry(false)} onConfirmed={() => setReentry(false)} closeLabel={t(`${k}.close`)} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
