import { describe, expect, it } from 'vitest';
import type { GoOnView } from '@sukoyaka/contracts/advancement';
import { countPlans, initialPlans, klassGroups } from './plan-defaults.ts';

const student = (studentId: number, gradeId: number, gradeName: string, klassId: number, plan: GoOnView['students'][number]['plan'] = null) => ({
  studentId,
  name: `児童${studentId}`,
  gradeId,
  gradeName,
  klassId,
  klassName: '1組',
  studentNumber: studentId,
  plan,
});

const view: GoOnView = {
  year: 2026,
  grades: [
    { id: 1, name: '5年', last: false },
    { id: 2, name: '6年', last: true },
  ],
  students: [
    student(1, 1, '5年', 10),
    student(2, 1, '5年', 10, {
      kind: 'stay',
      nextGradeId: 1,
      nextKlassName: '2組',
      nextStudentNumber: null,
      goOnSchoolId: null,
      goOnSchoolName: null,
      status: 'in_progress',
    }),
    student(3, 2, '6年', 20),
    student(4, 2, '6年', 20, {
      kind: 'graduate',
      nextGradeId: null,
      nextKlassName: null,
      nextStudentNumber: null,
      goOnSchoolId: 7,
      goOnSchoolName: null,
      status: 'planned',
    }),
  ],
  appliedAt: null,
};

describe('advancement plans (settings/advancement, issue 13 item 5)', () => {
  it('defaults to the next grade with the same class, and 卒業・進学 for the last grade; a saved plan wins', () => {
    const plans = initialPlans(view);
    expect(plans.get(1)).toEqual({ studentId: 1, kind: 'advance', nextGradeId: 2, nextKlassName: '1組' });
    expect(plans.get(2)).toMatchObject({ kind: 'stay', nextGradeId: 1, nextKlassName: '2組' });
    expect(plans.get(3)).toEqual({ studentId: 3, kind: 'graduate', goOnSchoolId: null, goOnSchoolName: null });
    expect(plans.get(4)).toMatchObject({ kind: 'graduate', goOnSchoolId: 7 });
  });

  it('groups students by class in order and counts each way, graduates without a next school apart', () => {
    const groups = klassGroups(view);
    expect(groups.map((g) => [g.klassId, g.students.length])).toEqual([
      [10, 2],
      [20, 2],
    ]);
    const plans = initialPlans(view);
    expect(countPlans(groups[0]!.students, plans)).toEqual({ advance: 1, graduate: 0, stay: 1, noSchool: 0 });
    expect(countPlans(view.students, plans)).toEqual({ advance: 1, graduate: 2, stay: 1, noSchool: 1 });
  });
});
