import '../../../components/ui/mantine-extra-styles.ts';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { DeliveryTry } from '@sukoyaka/contracts/questionnaire-deliveries';
import type { StudentDelivery } from '@sukoyaka/contracts/questionnaires';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { FuriganaProvider } from '../../../features/furigana/components/furigana-provider.tsx';
import { TestSuccessModal } from '../../../features/questionnaire-deliveries/components/test-success-modal.tsx';
import { useTryAnswers, useTryPages } from '../../../features/questionnaire-deliveries/hooks/use-questionnaire-deliveries.ts';
import { ConsentDialog } from '../../../features/questionnaires/components/consent-dialog.tsx';
import { QuestionField, questionFieldId } from '../../../features/questionnaires/components/question-field.tsx';
import { answersOf, missingRequired, valueOf, type Draft } from '../../../features/questionnaires/questionnaire-form.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/** The consent prompt's delivery, as the student's screens see it. */
const asStudentDelivery = (d: DeliveryTry['delivery']): StudentDelivery => ({ ...d, consent: null, state: 'new', askNow: true });

/**
 * The student's pages of a delivery with the student's components (consent dialog, QuestionField,
 * furigana for an elementary school), page by page with required checks; complete sends the
 * answers to POST …/{id}/test (nothing stored) and shows the test-success modal with the level.
 */
function TryAnswering({ data, listPath }: { data: DeliveryTry; listPath: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const groups = data.questionsGroups;
  const [draft, setDraft] = useState<Draft>({});
  const [page, setPage] = useState(0);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [agreed, setAgreed] = useState(!data.delivery.needsConsent);
  const send = useTryAnswers(data.delivery.id);
  const numbers = useMemo(() => new Map(groups.flatMap((g) => g.questions).map((q, i) => [q.id, i + 1])), [groups]);
  const group = groups[page];
  const last = page >= groups.length - 1;

  function checkPage(): boolean {
    const missing = missingRequired(group?.questions ?? [], draft);
    setErrors(Object.fromEntries(missing.map((id) => [id, t('questionnaireDeliveries.test.fieldRequired')])));
    if (missing.length) document.getElementById(questionFieldId(missing[0]!))?.focus();
    return missing.length === 0;
  }

  function complete() {
    if (!checkPage()) return;
    send.mutate({
      answers: answersOf(
        groups.flatMap((g) => g.questions),
        draft,
      ).map((a) => ({ ...a, text: a.text ?? undefined })),
    });
  }

  function again() {
    send.reset();
    setDraft({});
    setPage(0);
  }

  return (
    <FuriganaProvider show={data.furigana && i18n.language === 'ja'}>
      <Stack gap="lg" maw={760} w="100%" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
        <Text size="md" c="gray.7" fw={600}>
          {t('questionnaireDeliveries.test.progress', { current: page + 1, total: groups.length })}
        </Text>
        {Object.keys(errors).length ? <ErrorAlert messages={[t('questionnaireDeliveries.test.requiredUnanswered')]} /> : null}
        {group?.title ? (
          <Title order={2} fz={{ base: 18, sm: 22 }} lang="ja">
            {group.title}
          </Title>
        ) : null}
        <Stack gap="xl">
          {group?.questions.map((q) => (
            <QuestionField
              key={q.id}
              question={q}
              number={numbers.get(q.id) ?? 0}
              value={valueOf(draft, q.id)}
              error={errors[q.id]}
              onChange={(v) => {
                setDraft((d) => ({ ...d, [q.id]: v }));
                setErrors(({ [q.id]: _, ...rest }) => rest);
              }}
            />
          ))}
        </Stack>
        <ErrorAlert messages={send.isError ? (isApiError(send.error) ? send.error.errors : [t('questionnaireDeliveries.test.failed')]) : []} />
        <Group justify="space-between">
          {page > 0 ? (
            <Button size="lg" variant="default" leftSection={<IconArrowLeft size={20} aria-hidden="true" />} onClick={() => setPage((p) => p - 1)}>
              {t('questionnaireDeliveries.test.back')}
            </Button>
          ) : (
            <span />
          )}
          {last ? (
            <Button size="lg" leftSection={<IconCheck size={20} aria-hidden="true" />} loading={send.isPending} disabled={!agreed} onClick={complete}>
              {t('questionnaireDeliveries.test.complete')}
            </Button>
          ) : (
            <Button
              size="lg"
              rightSection={<IconArrowRight size={20} aria-hidden="true" />}
              disabled={!agreed}
              onClick={() => checkPage() && setPage((p) => p + 1)}
            >
              {t('questionnaireDeliveries.test.next')}
            </Button>
          )}
        </Group>
        <ConsentDialog
          delivery={agreed ? null : asStudentDelivery(data.delivery)}
          pending={false}
          errors={[]}
          onAgree={() => setAgreed(true)}
          onNotNow={() => void navigate(listPath)}
          onClose={() => void navigate(listPath)}
        />
        <TestSuccessModal result={send.data ?? null} numbers={numbers} listPath={listPath} onAgain={again} />
      </Stack>
    </FuriganaProvider>
  );
}

/**
 * `/{school_code}/teacher/questionnaire-deliveries/test/{questionnaire_delivery_id}` (spec §2, issue
 * 11 item 3): the teacher answers exactly the student's pages in test mode and sees the level the
 * answers would raise; nothing is stored as a student's answer.
 */
export function QuestionnaireTestPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '', questionnaireDeliveryId: rawId = '' } = useParams();
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : 0;
  const pages = useTryPages(id > 0 ? id : null);
  const listPath = paths.teacher(schoolCode, 'questionnaire-deliveries');
  usePageTitle(t('questionnaireDeliveries.test.title'), t('common.appName'));

  if (id <= 0 || isApiError(pages.error, 404)) return <NotFoundView />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('questionnaireDeliveries.test.toList')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('questionnaireDeliveries.test.title')}
          {pages.data ? `：${pages.data.delivery.title}` : ''}
        </Title>
        <Alert color="blue" variant="light">
          {t('questionnaireDeliveries.test.lead')}
        </Alert>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {pages.isPending ? <LoadingScreen minHeight={240} /> : pages.isError ? <LoadFailure /> : <TryAnswering data={pages.data} listPath={listPath} />}
      </Paper>
    </Stack>
  );
}
