import { organization } from './ph/organization.ts';
import { parent } from './ph/parent.ts';
import { student } from './ph/student.ts';
import { teacher } from './ph/teacher.ts';
import { teacherStudents } from './ph/teacher-students.ts';
import { teacherSettings } from './ph/teacher-settings.ts';
import { questionnaireDeliveries } from './ph/questionnaire-deliveries.ts';
import { bullyingAlerts } from './ph/bullying-alerts.ts';
import { bullyingCases } from './ph/bullying-cases.ts';
import { alertFeedback } from './ph/alert-feedback.ts';
import { alertReplay } from './ph/alert-replay.ts';
import { helpArticles } from './ph/help-articles.ts';
import { signInProviders, signInProviderSettings } from './ph/sign-in-providers.ts';
import type { Messages } from './ja.ts';

/** Filipino (spec §1 "ph"). Same keys as ja.ts, enforced by the `Messages` type. */
export const ph: Messages = {
  common: {
    appName: 'Sukoyaka',
    appTagline: 'Araw-araw na pagtala ng iyong damdamin at katawan',
    loading: 'Naglo-load',
    language: 'Wika (Language)',
    logout: 'Mag-log out',
    showPassword: 'Ipakita ang password',
    condition: {
      best: 'Mabuti',
      good: 'Medyo mabuti',
      bad: 'Medyo masama',
      worst: 'Masama',
      skip: 'Hindi sasagot',
      none: 'Walang sagot',
    },
    error: {
      notFound: {
        title: 'Hindi makita ang pahina',
        body: 'Pakitingnan ang URL.',
        english: 'This page could not be found.',
      },
      heading: 'ERROR',
      generic: 'May nangyaring error. Pakisubukan ulit.',
      network: 'Hindi makakonekta. Pakitingnan ang iyong internet at subukan ulit.',
      loadFailed: {
        title: 'Hindi na-load ang pahina',
        body: 'Paki-reload ang pahina.',
        reload: 'I-reload',
      },
      schoolCodeInvalid: {
        title: 'Mali ang school code',
        body: 'Ilagay ang tamang school code sa URL.',
      },
      backToTop: 'Pumunta sa unang pahina',
    },
  },
  landing: {
    lead: 'Isang app para itala araw-araw ang lagay ng iyong damdamin at katawan, at para manatiling konektado sa iyong mga guro.',
    howToTitle: 'Paano magsimula',
    howToStudent: 'Mga estudyante: buksan ang URL (address) na ibinigay ng paaralan, at mag-log in.',
    howToTeacher: 'Mga guro at kawani: buksan ang URL ng login page para sa kawani ng inyong paaralan.',
    adminLink: 'Login ng administrator',
  },
  maintenance: {
    title: 'Kasalukuyang inaayos ang system',
    body: 'Paumanhin sa abala. Pakisubukan ulit mamaya.',
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
