import type { ComponentProps } from 'react';
import classes from './plain-table.module.css';

export interface PlainTableProps extends ComponentProps<'table'> {
  /** Text size of the cells (Mantine's md or lg). */
  size?: 'md' | 'lg';
}

/**
 * A native `<table>` that looks like Mantine's `Table withRowBorders verticalSpacing="xs"`,
 * for students' pages only; staff pages use Mantine's Table. Mantine's Table brings its
 * ScrollArea and, through it, @floating-ui: 21 KB (gzip) on the student's recent-condition page
 * for two small tables (docs/decisions/015). Children are plain thead/tbody/tr/th/td.
 */
export function PlainTable({ size = 'md', className, ...props }: PlainTableProps) {
  return <table {...props} className={[classes.table, classes[size], className].filter(Boolean).join(' ')} />;
}
