import type { ParentChild } from '@sukoyaka/contracts/parents';
import { useTranslation } from 'react-i18next';
import { useChildLabel } from '../hooks/use-parent-children.ts';

export interface FamilyChildrenProps {
  /** The children of the signed-in parent account (GET /api/parents/student). */
  students: ParentChild[];
}

/**
 * The parent header's second line (spec §2 Parent layout): whose guardian is signed in, e.g.
 * お子さま：1年 1組 2番 南 太郎、3年 2組 5番 南 花子 — so a shared family phone shows the right account.
 */
export function FamilyChildren({ students }: FamilyChildrenProps) {
  const { t } = useTranslation();
  const label = useChildLabel();
  if (students.length === 0) return null;
  return (
    <>
      {t('parent.child.listLabel')}
      {students.map((child, i) => (
        <span key={child.id} style={{ whiteSpace: 'nowrap' }}>
          {i > 0 ? t('parent.child.separator') : null}
          {label(child)}
        </span>
      ))}
    </>
  );
}
