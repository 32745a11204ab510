import type { Messages } from '../ja.ts';

/** The board's teacher import and health-data retention (issue 14 item 5, issue 15 item 7). */
export const boardData: Messages['organization']['data'] = {
  import: {
    step1Lead:
      "Download the template and fill in each teacher's school code, name and e-mail address. School codes are shown on the schools list. Schools of another board cannot be used.",
    exportLead: 'Download the current teachers as Excel in the same layout; you can edit it and import it back.',
  },
  retention: {
    title: 'How long health data are kept',
    lead: "After a student graduates or moves away, their health observations, check-ins, talk requests and questionnaire answers are kept for this period. Data past it are deleted automatically every night (current students' data are never deleted).",
    years: 'Years kept',
    yearsHint: 'Counted from the school year after the last one the student was enrolled in (1–20 years, 5 by default).',
    value: '{{years}} years',
    up: 'One year more',
    down: 'One year less',
    save: 'Save',
  },
};
