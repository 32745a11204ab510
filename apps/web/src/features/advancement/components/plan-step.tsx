import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoOnSchoolOption, GoOnView } from '@sukoyaka/contracts/advancement';
import type { AdvancementPlan } from '../hooks/use-advancement-plan.ts';
import { KlassPlanCard } from './klass-plan-card.tsx';

export interface PlanStepProps {
  view: GoOnView;
  schools: GoOnSchoolOption[];
  plan: AdvancementPlan;
  /** Goes on to step 2 (確認して確定する). */
  onNext: () => void;
}

/**
 * Step 1 of the advancement page (spec §2 settings/advancement): one class at a time, chosen from
 * the list of this year's classes (with the number of students) or with 前のクラス / 次のクラス;
 * the class's plan card below. Drafts of other classes are kept while switching.
 */
export function PlanStep({ view, schools, plan, onNext }: PlanStepProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.advancement';
  const [index, setIndex] = useState(0);
  const group = plan.groups[index] ?? plan.groups[0]!;
  const last = plan.groups.length - 1;
  return (
    <Stack gap="sm" pt="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t(`${k}.klassPicker`)}
          value={String(index)}
          onChange={(e) => setIndex(Number(e.currentTarget.value))}
          data={plan.groups.map((g, i) => ({
            value: String(i),
            label: t(`${k}.klassOption`, { grade: g.gradeName, klass: g.klassName, count: g.students.length }),
          }))}
          w={220}
        />
        <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden="true" />} disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t(`${k}.prevKlass`)}
        </Button>
        <Button variant="default" rightSection={<IconChevronRight size={16} aria-hidden="true" />} disabled={index >= last} onClick={() => setIndex(index + 1)}>
          {t(`${k}.nextKlassButton`)}
        </Button>
      </Group>
      <KlassPlanCard key={group.klassId} group={group} grades={view.grades} schools={schools} plans={plan.plans} onChange={plan.change} />
      <Group justify="flex-end">
        <Button variant="light" rightSection={<IconChevronRight size={16} aria-hidden="true" />} onClick={onNext}>
          {t(`${k}.toReview`)}
        </Button>
      </Group>
    </Stack>
  );
}
