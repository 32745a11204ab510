import { ACCOUNT_CASES } from './write-cases.accounts.ts';
import { BOARD_CASES } from './write-cases.board.ts';
import { CLOSING_CASES } from './write-cases.closing.ts';
import { PARENT_CASES } from './write-cases.parent.ts';
import { QUESTIONNAIRE_CLOSING_CASES, QUESTIONNAIRE_SETUP_CASES } from './write-cases.questionnaires.ts';
import { ROSTER_CASES } from './write-cases.roster.ts';
import { SECURITY_CASES } from './write-cases.security.ts';
import { SETTINGS_CASES } from './write-cases.settings.ts';
import { SIGN_IN_CASES } from './write-cases.sign-in.ts';
import { STUDENT_CASES } from './write-cases.student.ts';
import { TEACHER_CASES } from './write-cases.teacher.ts';
import type { WriteCase } from './write-cases.ts';

/**
 * The cases of the front-door suite (write-endpoints.test.ts), in the order they run: one valid
 * call per served write endpoint, a school's day in order. The admin sets the school up, the
 * pupils and parents use it, the teachers handle what they sent; calls that sign out, stop
 * sign-in or delete data come after the calls that need what they remove.
 */
export const WRITE_CASES: [string, WriteCase][] = [
  ...SETTINGS_CASES,
  ...QUESTIONNAIRE_SETUP_CASES,
  ...STUDENT_CASES,
  ...PARENT_CASES,
  ...TEACHER_CASES,
  ...QUESTIONNAIRE_CLOSING_CASES,
  ...ACCOUNT_CASES,
  ...ROSTER_CASES,
  ...BOARD_CASES,
  ...SIGN_IN_CASES,
  ...SECURITY_CASES,
  ...CLOSING_CASES,
];
