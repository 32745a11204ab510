import type { Messages } from '../ja.ts';

/** Testing an alert rule before switching it on (issue 25 item 4, decision 077). */
export const alertReplay: Messages['alertReplay'] = {
  title: 'Try before saving',
  lead: 'Applies the conditions changed above (days in a row, answers counted) and the comparison with the usual mood to the check-ins of the last 90 school days, and shows how many alerts a week they would have raised compared with the current settings. Trying raises no alert.',
  baseline: "Compare with the pupil's usual mood",
  baselineHint: 'Alerts when the average of the last 5 school days falls below the average of the 20 school days before',
  drop: 'Fall (points on the 4-point scale)',
  run: 'Try before saving',
  running: 'Trying…',
  span: '{{from}}–{{to}} ({{days}} school days)',
  totals: 'Alerts in total: current settings {{current}} → changed {{proposed}}',
  klass: 'Class',
  wholeSchool: 'Whole school',
  caption: 'Alerts per week, {{klass}}',
  week: 'Week',
  weekOf: 'Week of {{date}}',
  current: 'Current',
  proposed: 'Changed',
  difference: 'Difference',
  added: 'Pupils who would get an alert: {{count}}',
  dropped: 'Pupils who would no longer get an alert: {{count}}',
  namesAdminOnly: 'Names are shown to admin teachers only.',
  student: '{{klass}} No. {{number}} {{name}}',
  failed: 'Could not try the rule. Please try again.',
};
