import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { todayKey } from '../../../lib/dates.ts';
import type { DeliveryResult } from '../../../lib/outbox.ts';
import { useSession } from '../../../lib/session.ts';
import { useRecordCondition } from '../hooks/use-conditions.ts';
import { readCheckInDraft, writeCheckInDraft } from './check-in-draft.ts';
import classes from './face-button.module.css';

/** The four faces in display order, best first (spec §2; contracts CONDITION_FACES). */
const FACES = ['best', 'good', 'bad', 'worst'] as const satisfies readonly ConditionValue[];

export interface ConditionCheckInProps {
  /** The school lets students answer 回答しない (GET /api/students/school_settings enableConditionSkip). */
  allowSkip: boolean;
  /** Called once the check-in is sent or safely waiting in the outbox. */
  onRecorded: (result: DeliveryResult) => void;
  /** Called at the first choice: a good moment to load what comes after the check-in. */
  onStarted?: () => void;
  /** Who will see the answer (issue 25 item 6), shown above the privacy line; the page passes WhoSeesLine. */
  whoSees?: ReactNode;
}

type Step = 'resume' | 'mental' | 'physical';

/**
 * The daily check-in (spec §2 Student screens: "mental and physical condition pick pages with four
 * faces and an optional skip button"): first こころ, then からだ, each a choice of 良い, 少し良い,
 * 少し悪い, 悪い (best, good, bad, worst) and, when the school allows it, 回答しない (skip).
 * The second choice sends POST /api/conditions through the outbox (kept on the device while
 * offline). A こころ answer given before leaving is offered back (the resume prompt).
 */
export function ConditionCheckIn({ allowSkip, onRecorded, onStarted, whoSees = null }: ConditionCheckInProps) {
  const { t } = useTranslation();
  const context = useWordingContext();
  const { rich } = useTextRenderer();
  const session = useSession();
  const today = todayKey();
  const record = useRecordCondition();
  const [draft] = useState(() => readCheckInDraft(session?.uid, today));
  const [step, setStep] = useState<Step>(draft ? 'resume' : 'mental');
  const [mental, setMental] = useState<ConditionValue | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step>(step);

  // Moving to the other question: put focus on its heading so a screen reader announces it.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const headingId = useId();
  // After success the page navigates away; keep the buttons disabled until it does.
  const pending = record.isPending || record.isSuccess;

  function choose(value: ConditionValue) {
    if (pending) return;
    if (step === 'mental') {
      onStarted?.();
      setMental(value);
      if (session) writeCheckInDraft({ uid: session.uid, date: today, mental: value });
      record.reset();
      setStep('physical');
      return;
    }
    if (!mental) return;
    record.mutate(
      { mental, physical: value },
      {
        onSuccess: (result) => {
          writeCheckInDraft(null);
          onRecorded(result);
        },
      },
    );
  }

  if (step === 'resume' && draft) {
    return (
      <Stack gap="lg" maw={640} mx="auto">
        <Title order={1} ref={headingRef} tabIndex={-1} fz={{ base: 24, sm: 30 }} style={{ outlineOffset: 4 }}>
          {rich(t('student.checkIn.resume.title'))}
        </Title>
        <Alert color="blue" variant="light">
          <Group gap="md" wrap="nowrap">
            <ConditionFaceIcon value={draft.mental} size={56} />
            <Text size="lg">{rich(t('student.checkIn.resume.body', { answer: t(`student.faces.${draft.mental}`) }))}</Text>
          </Group>
        </Alert>
        {/* One under the other on a phone: side by side, the labels would be cut off. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Button
            size="lg"
            leftSection={<IconPlayerPlay size={20} aria-hidden="true" />}
            onClick={() => {
              onStarted?.();
              setMental(draft.mental);
              setStep('physical');
            }}
          >
            {rich(t('student.checkIn.resume.continue'))}
          </Button>
          <Button
            size="lg"
            variant="default"
            leftSection={<IconRotate size={20} aria-hidden="true" />}
            onClick={() => {
              writeCheckInDraft(null);
              setStep('mental');
            }}
          >
            {rich(t('student.checkIn.resume.restart'))}
          </Button>
        </SimpleGrid>
      </Stack>
    );
  }

  const question = step === 'mental' ? t('student.checkIn.mentalQuestion', { context }) : t('student.checkIn.physicalQuestion', { context });
  const errors = errorMessages(record.error, t('common.error.generic'));

  return (
    <Stack gap="lg">
      <Stack gap={4} align="center">
        <Text size="md" c="gray.7" fw={600}>
          {rich(t('student.checkIn.progress', { current: step === 'mental' ? 1 : 2, total: 2, context }))}
        </Text>
        <Title
          order={1}
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          ta="center"
          fz={{ base: 24, sm: 32 }}
          style={{ outlineOffset: 4, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}
        >
          {rich(question)}
        </Title>
        <Text size="lg" c="gray.7" ta="center" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
          {rich(t('student.checkIn.hint', { context }))}
        </Text>
      </Stack>

      <ErrorAlert messages={errors} />

      {/* Keyed by step: the second question gets fresh buttons, never a pressed look from the first. */}
      <SimpleGrid key={step} cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'md' }} role="group" aria-labelledby={headingId}>
        {FACES.map((value) => (
          <button key={value} type="button" className={classes.button} disabled={pending} onClick={() => choose(value)}>
            <ConditionFaceIcon value={value} className={classes.face} />
            <span>{rich(t(`student.faces.${value}`))}</span>
          </button>
        ))}
      </SimpleGrid>

      {allowSkip ? (
        <Group justify="center">
          <Button variant="default" size="lg" miw={200} disabled={pending} onClick={() => choose('skip')}>
            {rich(t('student.faces.skip'))}
          </Button>
        </Group>
      ) : null}

      <Group justify="center" mih={44}>
        {pending ? (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('student.checkIn.sending')}</Text>
          </Group>
        ) : step === 'physical' ? (
          <Button variant="subtle" size="md" h={44} leftSection={<IconArrowLeft size={20} aria-hidden="true" />} onClick={() => setStep('mental')}>
            {t('student.checkIn.back')}
          </Button>
        ) : null}
      </Group>

      {whoSees}
      <Text size="md" c="gray.7" ta="center" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
        {rich(t('student.checkIn.privacy', { context }))}
      </Text>
    </Stack>
  );
}
