import type { Messages } from '../ja.ts';

/** Alerts that learn (issue 10 item 11, decision 033): marks, the 90-day counts and the escalation. */
export const alertFeedback: Messages['alertFeedback'] = {
  verdicts: { useful: 'Helpful', false_alarm: 'False alarm', mistap: 'Pressed by mistake' },
  groupLabel: 'Rate {{what}}',
  question: 'Rating',
  markedBy: '{{teacher}} {{datetime}}',
  saved: 'Recorded as “{{verdict}}”',
  escalated: 'Unanswered for long',
  escalatedTitle: 'No handling has been recorded within the set school hours',
  summary: {
    title: 'Alert ratings (last 90 days)',
    lead: 'How teachers rated resolved alerts and handled talk requests. If a setting has many false alarms or mistaken presses, review its conditions (consecutive days etc.).',
    caption: 'Ratings per rule ({{from}}–{{to}})',
    rule: 'Rule',
    columns: { total: 'Alerts', useful: 'Helpful', falseAlarm: 'False alarm', mistap: 'Pressed by mistake', unmarked: 'Not rated' },
    rules: {
      mental: 'Mental condition (consecutive days)',
      physical: 'Physical condition (consecutive days)',
      healthcheck: 'Health observation',
      sos: 'Want to talk',
    },
    count: '{{count}}',
    wolf: 'Many false alarms or mistaken presses',
  },
  escalation: {
    title: 'Unanswered “want to talk” notice',
    lead: 'When handling is recorded, a “want to talk” request with no handling after the set number of school hours is mailed once to the administrator teachers and marked “Unanswered for long” on the dashboards. Weekends, holidays and the school calendar’s days off are not counted.',
    hours: 'Hours before the notice (school hours)',
    suffix: ' h',
    value: '{{hours}} h',
    off: 'Handling is not recorded, so no notice is sent now.',
  },
  schoolHours: {
    title: 'School hours (start and end)',
    lead: 'When “want to talk” is pressed outside these hours or on a day without school, the child is shown the 24-hour help lines and the day a teacher will see it.',
    start: 'School starts',
    end: 'School ends',
    value: '{{start}}–{{end}}',
  },
};
