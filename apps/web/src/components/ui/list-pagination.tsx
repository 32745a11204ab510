import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageItems } from '../../lib/page-items.ts';

export interface ListPaginationProps {
  page: number;
  /** Rows per page. */
  limit: number;
  /** Rows over all pages. */
  total: number;
  onChange: (page: number) => void;
}

/**
 * The pager under a dashboard list (spec §9 "Pagination: all pages when 7 or fewer; otherwise 5
 * page buttons with ellipses"), with the shown range (全120件中 51〜100件). Nothing on one page.
 */
export function ListPagination({ page, limit, total, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const range = (
    <Text size="sm" c="gray.7">
      {t('teacher.pagination.range', { total, from, to })}
    </Text>
  );
  if (pages <= 1) return range;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {range}
      <Pagination.Root total={pages} value={Math.min(page, pages)} onChange={onChange} size="lg">
        <Group component="nav" aria-label={t('teacher.pagination.label')} gap={6} wrap="nowrap">
          <Pagination.Previous aria-label={t('teacher.pagination.previous')} />
          {pageItems(page, pages).map((item) =>
            typeof item === 'number' ? (
              <Pagination.Control
                key={item}
                active={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('teacher.pagination.page', { page: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </Pagination.Control>
            ) : (
              <Pagination.Dots key={item} aria-hidden="true" />
            ),
          )}
          <Pagination.Next aria-label={t('teacher.pagination.next')} />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
