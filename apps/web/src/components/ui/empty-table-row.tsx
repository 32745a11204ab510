import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyTableRowProps {
  /** How many columns the row spans (the table's full width). */
  columns: number;
  children: ReactNode;
}

/**
 * The one row a table shows when it has nothing to list (spec §2: e.g. 過去の入力は0件です), centred
 * across every column so a screen reader still reads it inside the table.
 */
export function EmptyTableRow({ columns, children }: EmptyTableRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="gray.7" py="md" ta="center">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
