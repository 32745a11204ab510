import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { CONDITION_FACES, type ConditionRow, type ConditionValue } from '@sukoyaka/contracts/conditions';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useRecordCondition } from '../hooks/use-conditions.ts';
import classes from './face-button.module.css';

export interface ConditionCheckInProps {
  /** The school lets pupils answer 回答しない (GET /api/students/school_settings enableConditionSkip). */
  allowSkip: boolean;
  /** Called with the saved row once both answers are recorded. */
  onRecorded: (row: ConditionRow) => void;
}

type Step = 'mental' | 'physical';

/**
 * The daily check-in (spec §2 Student screens: "mental and physical condition pick pages with four
 * faces and an optional skip button"): first こころ, then からだ, each a choice of 良い, 少し良い,
 * 少し悪い, 悪い (best, good, bad, worst) and, when the school allows it, 回答しない (skip).
 * The second choice sends POST /api/conditions.
 */
export function ConditionCheckIn({ allowSkip, onRecorded }: ConditionCheckInProps) {
  const { t } = useTranslation();
  const record = useRecordCondition();
  const [step, setStep] = useState<Step>('mental');
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
      setMental(value);
      record.reset();
      setStep('physical');
      return;
    }
    if (!mental) return;
    record.mutate({ mental, physical: value }, { onSuccess: onRecorded });
  }

  const question = step === 'mental' ? t('student.checkIn.mentalQuestion') : t('student.checkIn.physicalQuestion');
  const errors = record.error ? (isApiError(record.error) ? record.error.errors : [t('common.error.generic')]) : [];

  return (
    <Stack gap="lg">
      <Stack gap={4} align="center">
        <Text size="md" c="gray.7" fw={600}>
          {t('student.checkIn.progress', { current: step === 'mental' ? 1 : 2, total: 2 })}
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
          {question}
        </Title>
        <Text size="lg" c="gray.7" ta="center" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
          {t('student.checkIn.hint')}
        </Text>
      </Stack>

      <ErrorAlert messages={errors} />

      {/* Keyed by step: the second question gets fresh buttons, never a pressed look from the first. */}
      <SimpleGrid key={step} cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'md' }} role="group" aria-labelledby={headingId}>
        {CONDITION_FACES.map((value) => (
          <button key={value} type="button" className={classes.button} disabled={pending} onClick={() => choose(value)}>
            <ConditionFaceIcon value={value} className={classes.face} />
            <span>{t(`common.condition.${value}`)}</span>
          </button>
        ))}
      </SimpleGrid>

      {allowSkip ? (
        <Group justify="center">
          <Button variant="default" size="lg" miw={200} disabled={pending} onClick={() => choose('skip')}>
            {t('common.condition.skip')}
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
          <Button variant="subtle" size="md" leftSection={<IconArrowLeft size={20} aria-hidden="true" />} onClick={() => setStep('mental')}>
            {t('student.checkIn.back')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
