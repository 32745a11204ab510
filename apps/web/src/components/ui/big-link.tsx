import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A large in-app link a child can tap (lg, bold, at least 44 px high; issue 3 touch targets), e.g. back to きょうの きろく. */
export function BigLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="lg" fw={700} style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
      {children}
    </Anchor>
  );
}
