import { describe, expect, it } from 'vitest';
import { reentryBackPath } from './reentry.ts';

describe('closing the password re-entry (spec §4)', () => {
  it('past pages go to the student past page, for_class to the class dashboard, anything else to the all dashboard', () => {
    expect(reentryBackPath('s', '/s/teacher/bullying-alert-past/12')).toBe('/s/teacher/student-past/12');
    expect(reentryBackPath('s', '/s/teacher/bullying-alert-past-detail/7')).toBe('/s/teacher/student-past/7');
    expect(reentryBackPath('s', '/s/teacher/bullying-alert/for_class')).toBe('/s/teacher/class_dashboard');
    expect(reentryBackPath('s', '/s/teacher/bullying-alert/for_all')).toBe('/s/teacher/all_dashboard');
    expect(reentryBackPath('s', '/s/teacher/bullying-alert/5')).toBe('/s/teacher/all_dashboard');
  });

  it("a custom delivery's follow-up (decision 076) goes back to the questionnaire deliveries", () => {
    expect(reentryBackPath('s', '/s/teacher/bullying-alert/follow_up')).toBe('/s/teacher/questionnaire-deliveries');
  });
});
