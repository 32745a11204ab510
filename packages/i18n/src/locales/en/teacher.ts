import type { Messages } from '../ja.ts';

/** Teacher screens. */
export const teacher: Messages['teacher'] = {
  login: {
    title: 'Staff login',
    adminTitle: 'Administrator login',
    email: 'Email address',
    password: 'Password',
    keepLoggedIn: 'Keep me logged in',
    submit: 'Log in',
    errors: {
      email: 'Please enter your email address',
      emailFormat: 'Please enter it in the correct format',
      password: 'Please enter your password',
    },
  },
  header: {
    teacherName: '{{name}}',
    admin: 'Admin',
  },
  dashboard: {
    pageTitle: 'Class dashboard',
    title: '{{grade}} {{klass}}',
    grade: 'Grade',
    klass: 'Class',
    date: 'Date',
    prevDay: 'Previous day',
    nextDay: 'Next day',
    today: 'Today',
    summary: 'Checked in: {{entered}} / {{total}}',
    talkSummary: 'Want to talk: {{number}}',
    empty: 'No students are registered in this class.',
    tableCaption: 'Health check of {{grade}} {{klass}} on {{date}}',
    columns: {
      studentNumber: 'No.',
      name: 'Name',
      mental: 'Mind',
      physical: 'Body',
      talk: 'Talk',
    },
    columnsLong: {
      mental: 'Mind (feelings)',
      physical: 'Body',
      talk: 'Wants to talk',
    },
    talk: {
      unprocessed: 'Wants to talk (open)',
      processed: 'Wants to talk (handled)',
      none: 'None',
    },
  },
};
