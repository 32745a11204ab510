import { common, landing, maintenance } from './ja/common.ts';
import { organization } from './ja/organization.ts';
import { parent } from './ja/parent.ts';
import { student } from './ja/student.ts';
import { teacher } from './ja/teacher.ts';
import { teacherStudents } from './ja/teacher-students.ts';
import { teacherSettings } from './ja/teacher-settings.ts';
import { questionnaireDeliveries } from './ja/questionnaire-deliveries.ts';
import { bullyingAlerts } from './ja/bullying-alerts.ts';
import { bullyingCases } from './ja/bullying-cases.ts';
import { alertFeedback } from './ja/alert-feedback.ts';
import { alertReplay } from './ja/alert-replay.ts';
import { helpArticles } from './ja/help-articles.ts';
import { signInProviders, signInProviderSettings } from './ja/sign-in-providers.ts';
/**
 * Japanese, the source locale (spec §1: default language). Every other locale is typed as
 * `Messages`, so TypeScript refuses a missing or extra key. Keys are dotted, role first
 * (architecture "Conventions"). Student-facing text keeps kanji a young child may not read in
 * hiragana, except the spec's verbatim labels (良い / 少し良い / 少し悪い / 悪い …).
 */
export const ja = {
  common,
  landing,
  maintenance,
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

/** The shape every locale must have: the same nested keys as Japanese, all strings. */
export type Messages = typeof ja;
