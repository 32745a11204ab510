import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FigureLinkProps {
  to: string;
  /** What the number is, for screen readers (the visible number is part of it: WCAG 2.5.3). */
  label: string;
  children: ReactNode;
}

/** A dashboard number that opens its report page (issue 14 item 2: "each number links to its report page"). */
export function FigureLink({ to, label, children }: FigureLinkProps) {
  return (
    <Anchor component={Link} to={to} aria-label={label} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {children}
    </Anchor>
  );
}
