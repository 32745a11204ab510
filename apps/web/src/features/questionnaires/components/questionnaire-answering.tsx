import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck, IconClock } from '@tabler/icons-react';
import type { StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageScreen } from '../../../components/ui/message-screen.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useChooseDelivery, useSaveAnswers } from '../hooks/use-questionnaires.ts';
import { answersOf, draftFrom, missingRequired, questionErrors, startPage, valueOf, type Draft } from '../questionnaire-form.ts';
import { ConsentDialog } from './consent-dialog.tsx';
import { QuestionField, questionFieldId } from './question-field.tsx';

export interface QuestionnaireAnsweringProps {
  questionnaire: StudentQuestions;
  /** Where "answer later", "not now" and the end lead: the student's todays_condition. */
  todaysPath: string;
  /** Leaves the answering page (after answer later / not now). */
  onLeave: () => void;
}

/** Which spec §8 message the page shows (keys of student.questionnaire.answer). */
type Failure = 'failed' | 'requiredUnanswered' | 'consentNeeded' | 'finished' | 'alreadyDone' | null;

/**
 * The answering page (spec §2 "questionnaire answering with back, next, answer-later and
 * complete"): one question group per page. Next checks the page's required questions and saves
 * the page; back keeps what was entered; answer later saves the page and postpones (decision
 * 013); complete saves everything and completes. Messages of spec §5/§8: required unanswered,
 * consent needed, could not answer, answer completed. A consent questionnaire opened without
 * consent shows the consent dialog first.
 */
export function QuestionnaireAnswering({ questionnaire, todaysPath, onLeave }: QuestionnaireAnsweringProps) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const { delivery, questionsGroups: groups } = questionnaire;
  const save = useSaveAnswers();
  const choose = useChooseDelivery();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(groups));
  const [page, setPage] = useState(() => startPage(groups, draftFrom(groups)));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<Failure>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  // A new page: start at its top and let a screen reader announce it.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [page]);

  const group = groups[page];
  const last = page >= groups.length - 1;
  const busy = save.isPending || choose.isPending;
  const [openedAt] = useState(() => Date.now());
  const finished = new Date(delivery.finishAt).getTime() <= openedAt;

  if (delivery.state === 'completed') {
    return (
      <MessageScreen
        title={<span role="status">{rich(t(save.isSuccess ? 'student.questionnaire.answer.completed' : 'student.questionnaire.answer.alreadyDone'))}</span>}
        actions={
          <Anchor component={Link} to={todaysPath} size="lg" fw={700} style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
            {rich(t('student.questionnaire.answer.toTodays'))}
          </Anchor>
        }
      >
        <Text size="lg" lang="ja">
          {rich(delivery.title)}
        </Text>
      </MessageScreen>
    );
  }
  if (finished) {
    return (
      <MessageScreen title={rich(t('student.questionnaire.answer.finished'))}>
        <Anchor component={Link} to={todaysPath} size="lg" fw={700} style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
          {rich(t('student.questionnaire.answer.toTodays'))}
        </Anchor>
      </MessageScreen>
    );
  }

  const needsConsent = delivery.needsConsent && delivery.consent !== 'agreed';

  function showFailure(error: unknown) {
    if (isApiError(error, 403)) return setFailure('consentNeeded');
    if (isApiError(error, 422) && Object.keys(error.fieldErrors).length) {
      const byQuestion = questionErrors(error.fieldErrors);
      setErrors(byQuestion);
      setFailure('requiredUnanswered');
      const first = groups.findIndex((g) => g.questions.some((q) => byQuestion[q.id]));
      if (first >= 0) setPage(first);
      return;
    }
    // Closed by the teacher meanwhile, or completed on another device.
    if (isApiError(error, 422)) return setFailure('finished');
    if (isApiError(error, 409)) return setFailure('alreadyDone');
    setFailure('failed');
  }

  function update(questionId: number, next: Draft[number]) {
    setDraft((d) => ({ ...d, [questionId]: next }));
    if (!errors[questionId]) return;
    const rest = { ...errors };
    delete rest[questionId];
    setErrors(rest);
    // The last missing answer given: the page-level message has done its job.
    if (Object.keys(rest).length === 0 && failure === 'requiredUnanswered') setFailure(null);
  }

  /** Marks the page's unanswered required questions; true when there are none. */
  function checkPage(): boolean {
    const missing = missingRequired(group?.questions ?? [], draft);
    if (missing.length === 0) return true;
    setErrors(Object.fromEntries(missing.map((id) => [id, t('student.questionnaire.answer.fieldRequired')])));
    setFailure('requiredUnanswered');
    document.getElementById(questionFieldId(missing[0]!))?.focus();
    return false;
  }

  function next() {
    if (!group || !checkPage()) return;
    setFailure(null);
    save.mutate(
      { questionnaireDeliveryId: delivery.id, answers: answersOf(group.questions, draft), complete: false },
      { onSuccess: () => setPage((p) => p + 1), onError: showFailure },
    );
  }

  function complete() {
    if (!checkPage()) return;
    setFailure(null);
    save.mutate(
      {
        questionnaireDeliveryId: delivery.id,
        answers: answersOf(
          groups.flatMap((g) => g.questions),
          draft,
        ),
        complete: true,
      },
      { onError: showFailure },
    );
  }

  function later() {
    setFailure(null);
    const postpone = () => choose.mutate({ id: delivery.id, choice: 'unselect' }, { onSuccess: onLeave, onError: showFailure });
    if (!group || needsConsent) return postpone();
    save.mutate(
      { questionnaireDeliveryId: delivery.id, answers: answersOf(group.questions, draft), complete: false },
      { onSuccess: postpone, onError: showFailure },
    );
  }

  const failureText = failure ? t(`student.questionnaire.answer.${failure}`) : null;

  return (
    // Student text is spaced by phrase: lines break at the spaces, never inside a word.
    <Stack gap="lg" maw={760} mx="auto" w="100%" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Stack gap={4}>
        <Text size="md" c="gray.7" fw={600}>
          {t('student.questionnaire.answer.progress', { current: page + 1, total: groups.length })}
        </Text>
        <Title order={1} ref={headingRef} tabIndex={-1} fz={{ base: 22, sm: 28 }} lang="ja" style={{ outlineOffset: 4 }}>
          {rich(delivery.title)}
        </Title>
        {group?.title ? (
          <Title order={2} fz={{ base: 18, sm: 22 }} c="gray.8" lang="ja">
            {rich(group.title)}
          </Title>
        ) : null}
      </Stack>

      {failureText ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
          <Text size="lg">{rich(failureText)}</Text>
        </Alert>
      ) : null}

      <Stack gap="xl">
        {group?.questions.map((question) => {
          const number = groups.slice(0, page).reduce((n, g) => n + g.questions.length, 0) + group.questions.indexOf(question) + 1;
          return (
            <QuestionField
              key={question.id}
              question={question}
              number={number}
              value={valueOf(draft, question.id)}
              error={errors[question.id]}
              onChange={(v) => update(question.id, v)}
            />
          );
        })}
      </Stack>

      <Group justify="space-between" gap="sm" wrap="wrap">
        {page > 0 ? (
          <Button
            size="lg"
            variant="default"
            leftSection={<IconArrowLeft size={20} aria-hidden="true" />}
            disabled={busy}
            onClick={() => setPage((p) => p - 1)}
          >
            {rich(t('student.questionnaire.answer.back'))}
          </Button>
        ) : (
          <span />
        )}
        {last ? (
          <Button
            size="lg"
            leftSection={<IconCheck size={20} aria-hidden="true" />}
            loading={save.isPending}
            disabled={busy || needsConsent}
            onClick={complete}
          >
            {rich(t('student.questionnaire.answer.complete'))}
          </Button>
        ) : (
          <Button
            size="lg"
            rightSection={<IconArrowRight size={20} aria-hidden="true" />}
            loading={save.isPending}
            disabled={busy || needsConsent}
            onClick={next}
          >
            {rich(t('student.questionnaire.answer.next'))}
          </Button>
        )}
      </Group>
      <Group justify="center">
        <Button size="lg" variant="subtle" leftSection={<IconClock size={20} aria-hidden="true" />} disabled={busy} onClick={later}>
          {rich(t('student.questionnaire.answer.later'))}
        </Button>
      </Group>

      <ConsentDialog
        delivery={needsConsent ? delivery : null}
        pending={choose.isPending}
        errors={[]}
        onClose={onLeave}
        onAgree={() => choose.mutate({ id: delivery.id, choice: 'agree' }, { onError: showFailure })}
        onNotNow={() => choose.mutate({ id: delivery.id, choice: 'unselect' }, { onSuccess: onLeave, onError: showFailure })}
      />
    </Stack>
  );
}
