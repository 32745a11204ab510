import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '../../lib/use-list-params.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ListPagination } from '../ui/list-pagination.tsx';
import { LoadFailure } from '../ui/load-failure.tsx';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { ReloadButton } from '../ui/reload-button.tsx';

/** The part of a list query the screen reads (a react-query result of one page). */
export interface PagedQuery<T extends { total: number }> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedScreenProps<T extends { total: number }> {
  /** The page's h1, also the browser tab's title. */
  title: string;
  lead?: string;
  /** The filters (in the 絞り込み search landmark, followed by the reload button). */
  filters: ReactNode;
  query: PagedQuery<T>;
  page: number;
  onPage: (page: number) => void;
  /** The page's rows (a table) once loaded; `count` a status line above them. */
  children: (data: T) => ReactNode;
  count?: (data: T) => ReactNode;
}

/**
 * The one paged teacher list screen (decision 050; 心不調 / 体不調, 話したい, 出欠連絡 dashboards): the
 * title and lead, the filters with 再読み込み, the loading and load-failure states (spec §8), the
 * count, the rows and the pager (spec §9: all pages up to 7, else 5 buttons with ellipses; 50 a page).
 */
export function PagedScreen<T extends { total: number }>({ title, lead, filters, query, page, onPage, children, count }: PagedScreenProps<T>) {
  const { t } = useTranslation();
  usePageTitle(title, t('common.appName'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {lead ? <Text c="gray.8">{lead}</Text> : null}
      </Stack>
      <Group role="search" aria-label={t('teacher.filters.title')} gap="md" align="flex-end" wrap="wrap">
        {filters}
        <ReloadButton loading={query.isFetching} onClick={() => void query.refetch()} />
      </Group>
      {query.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : query.isError || !query.data ? (
        <LoadFailure />
      ) : (
        <Stack gap="sm">
          {count ? (
            <Text fw={600} role="status">
              {count(query.data)}
            </Text>
          ) : null}
          {children(query.data)}
          <ListPagination page={page} limit={LIST_PAGE_SIZE} total={query.data.total} onChange={onPage} />
        </Stack>
      )}
    </Stack>
  );
}
