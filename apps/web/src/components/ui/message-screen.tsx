import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface MessageScreenProps {
  /** Large line above the title (a status code, ERROR). */
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  /** Heading level of the title: 1 on a page of its own, 2 inside a page. */
  order?: 1 | 2;
}

/** A centred message with a heading, used by the error, 404 and load-failure screens. */
export function MessageScreen({ eyebrow, title, children, actions, order = 1 }: MessageScreenProps) {
  return (
    <Stack align="center" justify="center" gap="md" py="xl" px="md" mih="50vh" ta="center">
      {eyebrow ? (
        <Text fz={48} fw={700} c="gray.7" lh={1}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={order} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {children ? (
        <Stack gap={4} maw={560}>
          {children}
        </Stack>
      ) : null}
      {actions}
    </Stack>
  );
}
