import { Table, VisuallyHidden, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface CaptionedTableProps extends Omit<TableProps, 'children' | 'captionSide'> {
  /** What the table lists: its (visually hidden) caption and the scroll region's name. */
  caption: string;
  /** Width in px below which the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /**
   * The column headings (a plain header row of `th scope="col"`, `w` a width); tables with a
   * two-row or row-headed header leave it out and render their own Thead. `ta` aligns a heading.
   */
  columns?: readonly { label: ReactNode; w?: number | string; ta?: 'left' | 'center' | 'right' }[];
  /** The Tbody (and the Thead when `columns` is not given). */
  children: ReactNode;
}

/**
 * A data table with a caption for screen readers inside a sideways-scrolling region: on a narrow
 * screen the columns keep their width and the region scrolls, and the region is focusable and
 * named by the caption so keyboard users can scroll it too (WCAG 2.1.1). Positioned, so visually
 * hidden labels of cells scrolled out of view are clipped with them.
 */
export function CaptionedTable({ caption, minWidth, columns, children, ...tableProps }: CaptionedTableProps) {
  return (
    <Table.ScrollContainer type="native" pos="relative" tabIndex={0} role="region" aria-label={caption} minWidth={minWidth}>
      <Table {...tableProps}>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        {columns ? (
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, i) => (
                <Table.Th key={i} scope="col" w={column.w} ta={column.ta}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        ) : null}
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
