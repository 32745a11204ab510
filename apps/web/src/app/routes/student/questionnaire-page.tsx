import { useTranslation } from 'react-i18next';
import { WhoSeesLine } from '../../../features/students/components/who-sees-line.tsx';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { MessageScreen } from '../../../components/ui/message-screen.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { QuestionnaireAnswering } from '../../../features/questionnaires/components/questionnaire-answering.tsx';
import { useDeliveries, useQuestions } from '../../../features/questionnaires/hooks/use-questionnaires.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { BigLink } from '../../../components/ui/big-link.tsx';

function BackToTodays({ title }: { title: string }) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const { school_code: schoolCode = '' } = useParams();
  return (
    <MessageScreen title={rich(title)}>
      <BigLink to={paths.student(schoolCode, 'todays_condition')}>{rich(t('student.questionnaire.answer.toTodays'))}</BigLink>
    </MessageScreen>
  );
}

/** Without an id: the first delivery still to answer, else "nothing to answer". */
function FirstDue({ schoolCode }: { schoolCode: string }) {
  const { t } = useTranslation();
  const deliveries = useDeliveries();
  if (deliveries.isPending) return <LoadingScreen />;
  if (deliveries.isError) return <LoadFailure order={1} />;
  const due = deliveries.data.find((d) => d.askNow) ?? deliveries.data.find((d) => d.state === 'new' || d.state === 'answering');
  if (due) return <Navigate to={paths.student(schoolCode, `questionnaire/${due.id}`)} replace />;
  return <BackToTodays title={t('student.questionnaire.answer.none')} />;
}

function Answering({ id, todaysPath }: { id: number; todaysPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const questions = useQuestions(id);
  if (questions.isPending) return <LoadingScreen />;
  if (isApiError(questions.error, 404)) return <BackToTodays title={t('student.questionnaire.answer.notFound')} />;
  if (questions.isError) return <BackToTodays title={t('student.questionnaire.answer.unavailable')} />;
  return <QuestionnaireAnswering questionnaire={questions.data} todaysPath={todaysPath} onLeave={() => void navigate(todaysPath)} whoSees={<WhoSeesLine />} />;
}

/**
 * `/{school_code}/student/questionnaire/{questionnaire_delivery_id}` (spec §2 Student; the id is
 * optional): answering one delivery, page by page; without an id, the first one still to answer.
 */
export function QuestionnairePage() {
  const { t } = useTranslation();
  const { plain } = useTextRenderer();
  const { school_code: schoolCode = '', questionnaire_delivery_id: rawId } = useParams();
  usePageTitle(plain(t('student.questionnaire.answer.pageTitle')), t('common.appName'));
  const todaysPath = paths.student(schoolCode, 'todays_condition');
  if (rawId === undefined) return <FirstDue schoolCode={schoolCode} />;
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : 0;
  if (id <= 0) return <BackToTodays title={t('student.questionnaire.answer.notFound')} />;
  return <Answering key={id} id={id} todaysPath={todaysPath} />;
}
