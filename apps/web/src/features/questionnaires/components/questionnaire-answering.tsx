import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck, IconClock } from '@tabler/icons-react';
import type { StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';
import { MessageScreen } from '../../../components/ui/message-screen.tsx';
import { SchoolText } from '../../../components/ui/school-text.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { useAnsweringFlow } from '../hooks/use-answering-flow.ts';
import { ConsentDialog } from './consent-dialog.tsx';
import { QuestionField } from './question-field.tsx';
import { BigLink } from '../../../components/ui/big-link.tsx';

export interface QuestionnaireAnsweringProps {
  questionnaire: StudentQuestions;
  /** Where "answer later", "not now" and the end lead: the student's todays_condition. */
  todaysPath: string;
  /** Leaves the answering page (after answer later / not now). */
  onLeave: () => void;
  /** Who will see the answers (issue 25 item 6), under the page's title; the page passes WhoSeesLine. */
  whoSees?: ReactNode;
}

/**
 * The answering page (spec §2 "questionnaire answering with back, next, answer-later and
 * complete"): one question group per page; the steps are useAnsweringFlow's. Messages of spec §5/§8: required unanswered,
 * consent needed, could not answer, answer completed. A consent questionnaire opened without
 * consent shows the consent dialog first.
 */
export function QuestionnaireAnswering({ questionnaire, todaysPath, onLeave, whoSees = null }: QuestionnaireAnsweringProps) {
  const { t } = useTranslation();
  const context = useWordingContext();
  const { rich } = useTextRenderer();
  const { delivery, questionsGroups: groups } = questionnaire;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const flow = useAnsweringFlow(questionnaire, onLeave, headingRef);
  const [openedAt] = useState(() => Date.now());
  const finished = new Date(delivery.finishAt).getTime() <= openedAt;

  if (delivery.state === 'completed') {
    return (
      <AnsweringClosed
        title={t(flow.saved ? 'student.questionnaire.answer.completed' : 'student.questionnaire.answer.alreadyDone')}
        deliveryTitle={<SchoolText value={delivery.title} translations={delivery.titleTranslations} questionnaire />}
        todaysPath={todaysPath}
      />
    );
  }
  if (finished) return <AnsweringClosed title={t('student.questionnaire.answer.finished')} todaysPath={todaysPath} />;

  const { page, group } = flow;
  const failureText = flow.failure ? t(`student.questionnaire.answer.${flow.failure}`) : null;
  const before = groups.slice(0, page).reduce((n, g) => n + g.questions.length, 0);

  return (
    // Student text is spaced by phrase: lines break at the spaces, never inside a word.
    <Stack gap="lg" maw={760} mx="auto" w="100%" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Stack gap={4}>
        <Text size="md" c="gray.7" fw={600}>
          {t('student.questionnaire.answer.progress', { current: page + 1, total: groups.length })}
        </Text>
        <Title order={1} ref={headingRef} tabIndex={-1} fz={{ base: 22, sm: 28 }} style={{ outlineOffset: 4 }}>
          <SchoolText value={delivery.title} translations={delivery.titleTranslations} questionnaire />
        </Title>
        {group?.title ? (
          <Title order={2} fz={{ base: 18, sm: 22 }} c="gray.8">
            <SchoolText value={group.title} translations={group.translations} questionnaire />
          </Title>
        ) : null}
        {whoSees}
      </Stack>

      {failureText ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
          <Text size="lg">{rich(failureText)}</Text>
        </Alert>
      ) : null}

      <Stack gap="xl">
        {group?.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            number={before + index + 1}
            value={flow.valueOf(question.id)}
            error={flow.errorOf(question.id)}
            onChange={(v) => flow.update(question.id, v)}
          />
        ))}
      </Stack>

      <Group justify="space-between" gap="sm" wrap="wrap">
        {page > 0 ? (
          <Button size="lg" variant="default" leftSection={<IconArrowLeft size={20} aria-hidden="true" />} disabled={flow.busy} onClick={flow.back}>
            {rich(t('student.questionnaire.answer.back'))}
          </Button>
        ) : (
          <span />
        )}
        {flow.last ? (
          <Button
            size="lg"
            leftSection={<IconCheck size={20} aria-hidden="true" />}
            loading={flow.saving}
            disabled={flow.busy || flow.needsConsent}
            onClick={flow.complete}
          >
            {rich(t('student.questionnaire.answer.complete'))}
          </Button>
        ) : (
          <Button
            size="lg"
            rightSection={<IconArrowRight size={20} aria-hidden="true" />}
            loading={flow.saving}
            disabled={flow.busy || flow.needsConsent}
            onClick={flow.next}
          >
            {rich(t('student.questionnaire.answer.next', { context }))}
          </Button>
        )}
      </Group>
      <Group justify="center">
        <Button size="lg" variant="subtle" leftSection={<IconClock size={20} aria-hidden="true" />} disabled={flow.busy} onClick={flow.later}>
          {rich(t('student.questionnaire.answer.later'))}
        </Button>
      </Group>

      <ConsentDialog
        delivery={flow.needsConsent ? delivery : null}
        pending={flow.choosing}
        errors={[]}
        onClose={onLeave}
        onAgree={flow.agree}
        onNotNow={flow.notNow}
      />
    </Stack>
  );
}

/** A questionnaire that cannot be answered any more: completed (now or before) or past its period, with the way back. */
function AnsweringClosed({ title, deliveryTitle, todaysPath }: { title: string; deliveryTitle?: ReactNode; todaysPath: string }) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const back = <BigLink to={todaysPath}>{rich(t('student.questionnaire.answer.toTodays'))}</BigLink>;
  if (deliveryTitle === undefined) return <MessageScreen title={rich(title)}>{back}</MessageScreen>;
  return (
    <MessageScreen title={<span role="status">{rich(title)}</span>} actions={back}>
      <Text size="lg">{deliveryTitle}</Text>
    </MessageScreen>
  );
}
