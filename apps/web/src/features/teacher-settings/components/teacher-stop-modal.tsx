import type { TeacherAccount } from '@sukoyaka/contracts/school-admin';
import { useTranslation } from 'react-i18next';
import { SignInStopModal } from '../../../components/ui/sign-in-stop-modal.tsx';
import { useSetTeacherStopped } from '../hooks/use-teacher-accounts.ts';

/** A teacher's ログイン停止 / 再開, asked first; the server refuses stopping oneself or the last admin. */
export function TeacherStopModal({ teacher, onClose }: { teacher: TeacherAccount; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SignInStopModal
      messages="teacherSettings.schoolAdmin.teacher"
      name={teacher.name}
      stop={!teacher.signInStopped}
      mutation={useSetTeacherStopped()}
      id={teacher.id}
      done={t('teacherSettings.schoolAdmin.done')}
      onClose={onClose}
    />
  );
}
