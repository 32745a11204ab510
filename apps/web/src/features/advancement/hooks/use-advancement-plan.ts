import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoOnView } from '@sukoyaka/contracts/advancement';
import { showDone } from '../../../components/ui/toast.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { initialPlans, klassGroups, type PlanDraft } from '../components/plan-defaults.ts';
import { useSaveGoOnPlans } from './use-advancement.ts';

/**
 * The state of the advancement page (spec §2 settings/advancement; issue 13 item 5): every
 * student's draft plan (saved plan, else the default), the classes, the progress counts and the
 * two saves — 途中保存 (`save(true)`) and 確定 (`save(false)`, the new year's enrollments). The
 * server's 422 reasons (a student without plan, clashing numbers) come back as `errorLines`.
 */
export function useAdvancementPlan(view: GoOnView) {
  const { t } = useTranslation();
  const mutation = useSaveGoOnPlans();
  const [plans, setPlans] = useState(() => initialPlans(view));
  const [confirming, setConfirming] = useState(false);
  const groups = useMemo(() => klassGroups(view), [view]);
  const errorLines = isApiError(mutation.error)
    ? [...mutation.error.errors, ...Object.values(mutation.error.fieldErrors).flat()]
    : mutation.error
      ? [t('common.error.generic')]
      : [];
  const progress = {
    planned: view.students.filter((s) => s.plan).length,
    students: view.students.length,
    inProgress: view.students.filter((s) => s.plan?.status === 'in_progress').length,
    applied: view.students.filter((s) => s.plan?.status === 'applied').length,
  };

  /** Replaces the drafts of the students in `drafts`. */
  function change(drafts: PlanDraft[]) {
    setPlans((current) => {
      const next = new Map(current);
      for (const d of drafts) next.set(d.studentId, d);
      return next;
    });
  }

  /** Sends every draft: in progress only, or planned and applied to year + 1; a toast on success. */
  function save(inProgressOnly: boolean) {
    mutation.mutate(
      { body: { year: view.year, plans: [...plans.values()], apply: !inProgressOnly }, inProgress: inProgressOnly },
      {
        onSuccess: (result) => {
          setConfirming(false);
          const k = 'teacherSettings.roster.advancement';
          showDone(inProgressOnly ? t(`${k}.saved`) : t(`${k}.applied`, { count: result.enrolled }));
        },
        onError: () => setConfirming(false),
      },
    );
  }

  return {
    plans,
    groups,
    progress,
    change,
    save,
    errorLines,
    confirming,
    setConfirming,
    savingInProgress: mutation.isPending && mutation.variables?.inProgress === true,
    applying: mutation.isPending && mutation.variables?.inProgress === false,
  };
}

export type AdvancementPlan = ReturnType<typeof useAdvancementPlan>;
