import type { Student } from '@sukoyaka/contracts/students';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { isGradeKlassHidden } from '../../../lib/dates.ts';

export interface StudentIdentityProps {
  student: Student;
  /** The instant to judge the hidden window by; now by default. */
  now?: Date;
}

/**
 * The student's line of the student header (spec §2 Student): grade and class names and 出席番号
 * with 番, then the name. Grade and class only are hidden from 30 March to 20 April, Japan time,
 * while classes are re-formed (spec §2, §9; issue 24 item 10): 出席番号 and name stay.
 */
export function StudentIdentity({ student, now = new Date() }: StudentIdentityProps) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const number = rich(t('student.header.studentNumber', { number: student.studentNumber }));
  if (isGradeKlassHidden(now)) {
    return (
      <>
        {number} {student.name}
      </>
    );
  }
  return (
    <>
      {t('student.header.gradeKlass', { grade: student.gradeName, klass: student.klassName })} {number} {student.name}
    </>
  );
}
