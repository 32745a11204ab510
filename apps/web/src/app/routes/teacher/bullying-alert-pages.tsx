import { useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { PasswordReentry } from '../../../features/bullying-alerts/components/password-reentry.tsx';
import { AlertsDashboard } from '../../../features/bullying-alerts/components/alerts-dashboard.tsx';
import { AnswerPage } from '../../../features/bullying-alerts/components/answer-page.tsx';
import { PastPage } from '../../../features/bullying-alerts/components/past-page.tsx';
import { useBoardAccess } from '../../../features/organization-auth/lib/board-access.ts';
import { FollowUpPage } from './questionnaire-follow-up-page.tsx';
import { CasePage } from '../../../features/bullying-cases/components/case-page.tsx';
import { CasesList } from '../../../features/bullying-cases/components/cases-list.tsx';
import { OpenCaseButton } from '../../../features/bullying-cases/components/open-case-modal.tsx';
import { useTeacherStudents } from '../../../features/student-pages/hooks/use-student.ts';

/** The dashboard with the teacher's grades and classes for the filters (a board user's school access: 組織確認済み only). */
function Dashboard({ mode }: { mode: 'for_all' | 'for_class' }) {
  const grades = useGradeKlasses(true);
  return <AlertsDashboard key={mode} mode={mode} grades={grades.data} board={useBoardAccess() !== null} />;
}

/**
 * A student's answers; read only but for 組織確認済みにする in a board user's school access (decisions
 * 028, 037). 「事案として記録」 offers the pupils the teacher may see as the others involved.
 */
function BoardAwareAnswerPage({ past }: { past: boolean }) {
  const pupils = useTeacherStudents().data?.map((p) => ({ id: p.id, label: `${p.gradeName} ${p.klassName} ${p.studentNumber}番 ${p.name}` }));
  return (
    <AnswerPage
      past={past}
      board={useBoardAccess() !== null}
      sheetAction={(sheet) => <OpenCaseButton source={{ studentId: sheet.studentId, questionnaireAnswerId: sheet.answerId }} pupils={pupils} />}
    />
  );
}

/** `/{school_code}/teacher/bullying-alert/for_all` (spec §2): the school view, after password re-entry. */
export function BullyingAlertForAllPage() {
  return (
    <PasswordReentry>
      <Dashboard mode="for_all" />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-alert/for_class?pagePrev` (spec §2): the class view, after password re-entry. */
export function BullyingAlertForClassPage() {
  return (
    <PasswordReentry>
      <Dashboard mode="for_class" />
    </PasswordReentry>
  );
}

/**
 * `/{school_code}/teacher/bullying-alert/follow_up?questionnaireDeliveryId` (issue 28 item 4, decision 076): a custom
 * delivery's alerted and もう こたえない pupils, after password re-entry.
 */
export function BullyingAlertFollowUpPage() {
  return (
    <PasswordReentry>
      <FollowUpPage />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-alert/{id}?questionnaireDeliveryId&pagePrev`: a student's answers. */
export function BullyingAlertAnswerPage() {
  return (
    <PasswordReentry>
      <BoardAwareAnswerPage past={false} />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-alert-past/{id}`: the student's past sheets. */
export function BullyingAlertPastPage() {
  return (
    <PasswordReentry>
      <PastPage />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-alert-past-detail/{id}?schoolId&questionnaireDeliveryId`: one past sheet. */
export function BullyingAlertPastDetailPage() {
  return (
    <PasswordReentry>
      <BoardAwareAnswerPage past />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-cases` (issue 26): the bullying cases within reach, after password re-entry. */
export function BullyingCasesPage() {
  return (
    <PasswordReentry>
      <CasesList />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-cases/{id}` (issue 26): one case; read only in a board user's school access. */
export function BullyingCasePage() {
  const board = useBoardAccess() !== null;
  return (
    <PasswordReentry>
      <CasePage board={board} />
    </PasswordReentry>
  );
}
