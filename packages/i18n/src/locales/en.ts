import { organization } from './en/organization.ts';
import { parent } from './en/parent.ts';
import { student } from './en/student.ts';
import { teacher } from './en/teacher.ts';
import { teacherStudents } from './en/teacher-students.ts';
import { teacherSettings } from './en/teacher-settings.ts';
import { questionnaireDeliveries } from './en/questionnaire-deliveries.ts';
import { bullyingAlerts } from './en/bullying-alerts.ts';
import { bullyingCases } from './en/bullying-cases.ts';
import { alertFeedback } from './en/alert-feedback.ts';
import { alertReplay } from './en/alert-replay.ts';
import { helpArticles } from './en/help-articles.ts';
import { signInProviders, signInProviderSettings } from './en/sign-in-providers.ts';
import type { Messages } from './ja.ts';

/** English (spec §1). Same keys as ja.ts, enforced by the `Messages` type. */
export const en: Messages = {
  common: {
    appName: 'Sukoyaka',
    appTagline: 'A daily check-in for your mind and body',
    loading: 'Loading',
    language: 'Language',
    logout: 'Log out',
    showPassword: 'Show password',
    condition: {
      best: 'Good',
      good: 'A little good',
      bad: 'A little bad',
      worst: 'Bad',
      skip: 'No answer',
      none: 'Not entered',
    },
    error: {
      notFound: {
        title: 'Page not found',
        body: 'Please check the URL.',
        english: 'This page could not be found.',
      },
      heading: 'ERROR',
      generic: 'An error has occurred. Please try again.',
      network: 'Could not connect. Please check your internet connection and try again.',
      loadFailed: {
        title: 'Loading failed',
        body: 'Please reload the page.',
        reload: 'Reload',
      },
      schoolCodeInvalid: {
        title: 'School code is invalid',
        body: 'Please put the correct school code in the URL.',
      },
      backToTop: 'Go to the top page',
    },
  },
  landing: {
    lead: 'An app for writing down how your mind and body feel each day, and for staying in touch with your teachers.',
    howToTitle: 'Getting started',
    howToStudent: 'Students: open the URL (web address) your school gave you, then log in.',
    howToTeacher: "Teachers and staff: open your school's staff login page URL.",
    adminLink: 'Administrator login',
  },
  maintenance: {
    title: 'We are doing maintenance',
    body: 'Sorry for the trouble. Please try again a little later.',
  },
  student,
  teacher,
  teacherStudents,
  teacherSettings,
  questionnaireDeliveries,
  bullyingAlerts,
  bullyingCases,
  alertFeedback,
  alertReplay,
  helpArticles,
  signInProviders,
  signInProviderSettings,
  parent,
  organization,
};
