import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ReportDetailsProps {
  /** The rows to show, in order; rows without a value are left out. */
  items: { label: string; value: ReactNode }[];
}

/**
 * The fields of one report as a description list (child, date, kind, memo …), stacked so long
 * Japanese values wrap cleanly on a 360 px phone.
 */
export function ReportDetails({ items }: ReportDetailsProps) {
  return (
    <DataList orientation="vertical" gap="xs" size="md">
      {items
        .filter((item) => item.value !== null && item.value !== undefined && item.value !== '')
        .map((item) => (
          <DataList.Item key={item.label}>
            <DataList.ItemLabel c="gray.7" fz="sm">
              {item.label}
            </DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList>
  );
}
