import '@mantine/core/styles/Stepper.css';
import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoOnSchoolOption, GoOnView } from '@sukoyaka/contracts/advancement';
import { formatDateTime } from '@sukoyaka/contracts/dates';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useAdvancementPlan } from '../hooks/use-advancement-plan.ts';
import { PlanStep } from './plan-step.tsx';
import { ReviewStep } from './review-step.tsx';

/**
 * The year-end advancement board (spec §2 settings/advancement, §7 Go-on-school; issue 13 item 5)
 * in two steps, so a screen of 1024×768 shows one class at a time:
 * 1. クラスごとに決める — one class chosen from a list: the whole class's next grade and class at
 *    once, then students one by one (進級 / 卒業・進学 with the next school / 原級留置);
 * 2. 確認して確定する — the counts per class and 確定して次年度に反映する after a confirmation (the
 *    new year's grades, classes and numbers; this year's records stay).
 * 途中保存する (the plans as they are) and the server's reasons (a student without plan, clashing
 * numbers) stay under the steps on both.
 */
export function AdvancementBoard({ view, schools }: { view: GoOnView; schools: GoOnSchoolOption[] }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.advancement';
  const plan = useAdvancementPlan(view);
  const [step, setStep] = useState(0);

  if (view.students.length === 0) return <Text c="gray.8">{t(`${k}.empty`)}</Text>;
  return (
    <Stack gap="md">
      <Text role="status">{t(`${k}.progress`, plan.progress)}</Text>
      {view.appliedAt ? <Text size="sm">{t(`${k}.appliedAt`, { date: formatDateTime(view.appliedAt) })}</Text> : null}
      <Stepper active={step} onStepClick={setStep} size="sm" aria-label={t(`${k}.steps.label`)}>
        <Stepper.Step label={t(`${k}.steps.plan`)} description={t(`${k}.steps.planLead`)}>
          <PlanStep view={view} schools={schools} plan={plan} onNext={() => setStep(1)} />
        </Stepper.Step>
        <Stepper.Step label={t(`${k}.steps.review`)} description={t(`${k}.steps.reviewLead`)}>
          <ReviewStep view={view} plan={plan} onBack={() => setStep(0)} />
        </Stepper.Step>
      </Stepper>
      <ErrorAlert messages={plan.errorLines} />
      <Group gap="sm">
        <Button variant="default" loading={plan.savingInProgress} onClick={() => plan.save(true)}>
          {t(`${k}.saveInProgress`)}
        </Button>
      </Group>
    </Stack>
  );
}
