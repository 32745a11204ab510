import type { Messages } from '../ja.ts';

/** Teacher screens. */
export const teacher: Messages['teacher'] = {
  login: {
    title: 'Login ng kawani',
    adminTitle: 'Login ng administrator',
    email: 'Email address',
    password: 'Password',
    keepLoggedIn: 'Manatiling naka-log in',
    submit: 'Mag-log in',
    errors: {
      email: 'Ilagay ang iyong email address',
      emailFormat: 'Ilagay sa tamang format',
      password: 'Ilagay ang iyong password',
    },
  },
  header: {
    teacherName: '{{name}}',
    admin: 'Admin',
  },
  dashboard: {
    pageTitle: 'Dashboard ng klase',
    title: '{{grade}} {{klass}}',
    grade: 'Baitang',
    klass: 'Klase',
    date: 'Petsa',
    prevDay: 'Nakaraang araw',
    nextDay: 'Susunod na araw',
    today: 'Ngayon',
    summary: 'Sumagot: {{entered}} / {{total}}',
    talkSummary: 'Gustong makipag-usap: {{number}}',
    empty: 'Walang nakarehistrong estudyante sa klaseng ito.',
    tableCaption: 'Kalusugan ng {{grade}} {{klass}} noong {{date}}',
    columns: {
      studentNumber: 'Blg.',
      name: 'Pangalan',
      mental: 'Damdamin',
      physical: 'Katawan',
      talk: 'Usap',
    },
    columnsLong: {
      mental: 'Damdamin',
      physical: 'Katawan',
      talk: 'Gustong makipag-usap',
    },
    talk: {
      unprocessed: 'Gustong makipag-usap (hindi pa naaasikaso)',
      processed: 'Gustong makipag-usap (naasikaso na)',
      none: 'Wala',
    },
  },
};
