import { Anchor } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { pagePrevOf, pagePrevTarget, withPagePrev } from './page-prev.ts';
import { paths } from '../../lib/paths.ts';

export interface StudentLinkProps {
  studentId: number;
  /** The student's name (or what stands for it). */
  children: ReactNode;
  /** An accessible name when the visible text alone is not enough. */
  'aria-label'?: string;
  /** A section of the student page (spec §2 student/{id}/alert, student/{id}/sos) instead of its index. */
  section?: 'alert' | 'sos';
}

/**
 * A student's name as a link to their student page (spec §2 student/{id}), from any teacher list
 * (class and school dashboards, day and week, 話したい, 出欠連絡, 心不調 / 体不調). The page the
 * teacher is on goes along as `pagePrev` (with its view, date and filters), so the student page's
 * back link (PagePrevBackLink) returns there. Only inside /{school_code}/teacher/ routes.
 */
export function StudentLink({ studentId, children, 'aria-label': ariaLabel, section }: StudentLinkProps) {
  const { school_code: schoolCode = '' } = useParams();
  const { pathname, search } = useLocation();
  const path = paths.teacher(schoolCode, section ? `student/${studentId}/${section}` : `student/${studentId}`);
  const to = withPagePrev(path, pagePrevOf(schoolCode, pathname, search));
  return (
    <Anchor component={Link} to={to} inherit aria-label={ariaLabel}>
      {children}
    </Anchor>
  );
}

/**
 * The student page's back link (spec §2 student/{id} query pagePrev): 「話したいダッシュボードへ戻る」
 * etc., to the list the teacher came from, as they left it. Nothing without a valid pagePrev.
 */
export function PagePrevBackLink() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const [params] = useSearchParams();
  const target = pagePrevTarget(schoolCode, params.get('pagePrev'));
  if (!target) return null;
  return (
    <Anchor component={Link} to={target.to} fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}>
      <IconChevronLeft size={18} aria-hidden="true" />
      {t('teacher.student.back', { page: t(`teacher.student.pages.${target.page}`) })}
    </Anchor>
  );
}

/** The current pagePrev of a student page, to keep on its section and neighbour links. */
export function useKeepPagePrev(): (href: string) => string {
  const [params] = useSearchParams();
  const pagePrev = params.get('pagePrev');
  return (href) => withPagePrev(href, pagePrev);
}
