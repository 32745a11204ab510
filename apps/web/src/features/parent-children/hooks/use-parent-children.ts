import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentChild } from '@sukoyaka/contracts/parents';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchParentChildren } from '../api/parent-children.ts';

export const parentChildrenKeys = {
  all: ['parent', 'children'] as const,
};

/** The query options of useParentChildren (decision 050: one factory per GET operation). */
export const parentChildrenQuery = () => queryOptions({ queryKey: parentChildrenKeys.all, queryFn: ({ signal }) => fetchParentChildren(signal) });

/**
 * The family's children (spec §4 parent state check: fetched when a token is stored; the layout
 * logs out on a refusal, so no retry here).
 */
export function useParentChildren(enabled = true) {
  return useQuery({ ...parentChildrenQuery(), enabled, retry: false, staleTime: 5 * 60_000 });
}

/** A function naming a child as the school does: 1年 1組 2番 南 太郎. */
export function useChildLabel(): (child: ParentChild) => string {
  const { t } = useTranslation();
  return useCallback(
    (child: ParentChild) => t('parent.child.label', { grade: child.gradeName, klass: child.klassName, number: child.studentNumber, name: child.name }),
    [t],
  );
}
