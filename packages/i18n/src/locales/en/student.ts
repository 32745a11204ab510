import type { Messages } from '../ja.ts';

/** Student screens. */
export const student: Messages['student'] = {
  common: {
    select: { required: 'Please choose one' },
    input: { required: 'Please fill this in' },
    enterAll: { required: 'Please fill in everything' },
  },
  login: {
    title: 'Log in',
    grade: 'Grade',
    klass: 'Class',
    gradePlaceholder: 'Choose your grade',
    klassPlaceholder: 'Choose your class',
    studentNumber: 'Student number',
    studentNumberHint: 'Use numbers (example: 5)',
    password: 'Password',
    keepLoggedIn: 'Keep me logged in',
    submit: 'Log in',
    noGrades: 'No classes are set up for this school year yet. Please ask your teacher.',
    errors: {
      gradeKlass: 'Please choose your grade and class',
      studentNumber: 'Please enter your student number',
      password: 'Please enter your password',
    },
  },
  header: {
    gradeKlass: '{{grade}} {{klass}}',
    studentNumber: 'No. {{number}}',
  },
  checkIn: {
    mentalQuestion: 'How are your feelings today?',
    physicalQuestion: 'How does your body feel today?',
    hint: 'Choose the one that fits best.',
    progress: 'Question {{current}} of {{total}}',
    back: 'Go back',
    sending: 'Sending…',
  },
  todays: {
    title: "Today's check-in",
    recorded: 'Saved. Thank you!',
    notYet: "You haven't checked in today yet.",
    record: 'Check in',
    redo: 'Do it again',
    mental: 'Feelings',
    physical: 'Body',
  },
  sos: {
    title: 'When you want to talk with a teacher',
    lead: 'Press the button for the teacher you want to talk with. Your teacher will get the message.',
    sent: 'A teacher will talk with you within a few days.',
    sentLabel: 'We told your teacher: "{{label}}".',
    sentMark: ' (sent)',
    sending: 'Sending…',
  },
};
