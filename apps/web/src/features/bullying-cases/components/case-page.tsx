import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BULLYING_DISCOVERIES, BULLYING_FORMS, CASE_ORIGINS, CASE_STATES, OPEN_CASE_STATES } from '@sukoyaka/contracts/bullying-cases';
import { formatDate } from '@sukoyaka/contracts/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCase } from '../hooks/use-bullying-cases.ts';
import { CaseActions } from './case-actions.tsx';
import { CaseState } from './case-state.tsx';
import { CaseWatch } from './case-watch.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dark.6">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/**
 * One bullying case (issue 26 items 1–2): the affected pupil, state, 認知日 and days since, 態様,
 * 発見のきっかけ, where it came from (with a link to the sheet), the others involved, the actions
 * and, for an open case, the state change and the 解消 form. `board` (a board user's school
 * access) reads only.
 */
export function CasePage({ board = false }: { board?: boolean }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const { school_code: schoolCode = '', id } = useParams();
  const result = useCase(Number(id));
  usePageTitle(t(`${k}.pageTitle`), t('common.appName'));
  if (result.isPending) return <LoadingScreen minHeight={240} />;
  if (isApiError(result.error, 404)) return <NotFoundView />;
  if (result.isError) return <LoadFailure />;
  const c = result.data;
  const open = OPEN_CASE_STATES.includes(c.state);
  return (
    <Stack gap="lg" pb={120}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t(`${k}.caseOf`, { name: c.affected.name })}
          </Title>
          <Badge size="lg" variant="light" c="dark.9">
            {CASE_STATES[c.state]}
          </Badge>
        </Group>
        <Anchor component={Link} to={paths.teacher(schoolCode, 'bullying-cases')}>
          {t(`${k}.back`)}
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Field label={t(`${k}.klass`)}>{c.affected.klassName ?? '-'}</Field>
          <Field label={t(`${k}.recognizedOn`)}>
            {formatDate(c.recognizedOn)}（{t(`${k}.daysValue`, { count: c.daysSinceRecognized })}）
          </Field>
          <Field label={t(`${k}.createdBy`)}>{c.createdByName}</Field>
          <Field label={t(`${k}.forms`)}>{c.forms.map((f) => BULLYING_FORMS[f]).join('／')}</Field>
          <Field label={t(`${k}.discovery`)}>{BULLYING_DISCOVERIES[c.discovery].label}</Field>
          <Field label={t(`${k}.origin`)}>
            {CASE_ORIGINS[c.origin]}
            {c.questionnaireAnswerId ? (
              <>
                {' '}
                <Anchor component={Link} to={paths.teacher(schoolCode, `bullying-alert/${c.affected.id}`)}>
                  {t(`${k}.openSheet`)}
                </Anchor>
              </>
            ) : null}
          </Field>
          <Field label={t(`${k}.others`)}>{c.others.length ? c.others.map((o) => `${o.name}（${o.klassName ?? '-'}）`).join('、') : t(`${k}.noAction`)}</Field>
          {c.actsStoppedOn ? <Field label={t(`${k}.actsStoppedOn`)}>{formatDate(c.actsStoppedOn)}</Field> : null}
          {c.distressConfirmedOn ? <Field label={t(`${k}.distressConfirmedOn`)}>{formatDate(c.distressConfirmedOn)}</Field> : null}
        </SimpleGrid>
        {c.summary ? (
          <Stack gap={0} mt="md">
            <Text size="sm" c="dark.6">
              {t(`${k}.summary`)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{c.summary}</Text>
          </Stack>
        ) : null}
      </Paper>
      <CaseWatch c={c} readOnly={board} />
      <CaseActions c={c} readOnly={board || !open} />
      {board ? null : open ? <CaseState key={c.state} c={c} /> : <Text>{t(`${k}.closedNote`)}</Text>}
    </Stack>
  );
}
