import { Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageMainProps {
  children: ReactNode;
  /** Max width of the content column. */
  size?: MantineSize | number;
}

/** The page's one `<main>` landmark, a centred column with comfortable padding. */
export function PageMain({ children, size = 'md' }: PageMainProps) {
  return (
    <Container component="main" id="main" size={size} px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}
