import type { GoOnPlanInput, GoOnView } from '@sukoyaka/contracts/advancement';

/** A student's plan as edited on the page (the saved one, else the default). */
export type PlanDraft = GoOnPlanInput;

/**
 * Every student's plan of `view`: the saved plan, else the default (issue 13 item 5): the next
 * grade with the same class name, and for the last grade 卒業・進学 with no next school yet.
 */
export function initialPlans(view: GoOnView): Map<number, PlanDraft> {
  const plans = new Map<number, PlanDraft>();
  for (const s of view.students) {
    if (s.plan) {
      plans.set(s.studentId, { studentId: s.studentId, ...s.plan });
      continue;
    }
    const i = view.grades.findIndex((g) => g.id === s.gradeId);
    const next = view.grades[i + 1];
    plans.set(
      s.studentId,
      next && !view.grades[i]?.last
        ? { studentId: s.studentId, kind: 'advance', nextGradeId: next.id, nextKlassName: s.klassName }
        : { studentId: s.studentId, kind: 'graduate', goOnSchoolId: null, goOnSchoolName: null },
    );
  }
  return plans;
}

/** The students of `view` grouped by class, in the view's order. */
export function klassGroups(view: GoOnView) {
  const groups: { klassId: number; gradeName: string; klassName: string; students: GoOnView['students'] }[] = [];
  for (const s of view.students) {
    let group = groups.at(-1);
    if (!group || group.klassId !== s.klassId) {
      group = { klassId: s.klassId, gradeName: s.gradeName, klassName: s.klassName, students: [] };
      groups.push(group);
    }
    group.students.push(s);
  }
  return groups;
}

/** How many students of a class (or the school) go each way next year. */
export interface PlanCounts {
  advance: number;
  graduate: number;
  stay: number;
  /** Graduates without a next school yet (未定). */
  noSchool: number;
}

/** The counts of `students`' plans in `plans`. */
export function countPlans(students: GoOnView['students'], plans: Map<number, PlanDraft>): PlanCounts {
  const counts: PlanCounts = { advance: 0, graduate: 0, stay: 0, noSchool: 0 };
  for (const s of students) {
    const plan = plans.get(s.studentId);
    if (!plan) continue;
    counts[plan.kind] += 1;
    if (plan.kind === 'graduate' && !plan.goOnSchoolId && !plan.goOnSchoolName) counts.noSchool += 1;
  }
  return counts;
}
