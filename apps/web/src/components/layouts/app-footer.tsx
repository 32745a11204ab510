import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { japanDateKey } from '../../lib/dates.ts';

/**
 * The footer's copyright year: the current year in Japan time (spec §2 "current-year copyright";
 * issue 24 item 10 — it read 2024 everywhere).
 */
export function copyrightYear(now: Date = new Date()): number {
  return Number(japanDateKey(now).slice(0, 4));
}

export interface AppFooterProps {
  /**
   * The app path of the layout's help article (e.g. `/{school_code}/teacher/help`), opened in a
   * new tab by the footer's ヘルプ link; without it the footer shows the copyright only.
   */
  helpTo?: string;
  /** The layout's footer panels (the teacher layout's download panel). */
  children?: ReactNode;
}

/**
 * The signed-in layouts' footer (spec §2 "Layouts and footer"): the copyright line (this year) and, when the
 * layout names one, a ヘルプ link that opens its help article in a new tab (`rel="noopener
 * noreferrer"`; its accessible name adds 「（新しいタブで開きます）」). The layout's footer panels come as
 * children (the teacher layout's collapsible download panel of the answer PDFs, which floats at the
 * bottom right while it has something to show). Login, password and student pages have no footer:
 * they sit outside the layouts that render it.
 */
export function AppFooter({ helpTo, children }: AppFooterProps) {
  const { t } = useTranslation();
  return (
    <Box component="footer" px={{ base: 'sm', sm: 'lg' }} py="md" ta="center">
      <Group justify="center" gap="md" wrap="wrap">
        <Text size="xs" c="gray.8">
          © {copyrightYear()} {t('common.appName')}
        </Text>
        {helpTo ? (
          <Anchor
            href={helpTo}
            target="_blank"
            rel="noopener noreferrer"
            // The visible ヘルプ plus the new-tab hint, as one name (a hidden span would read with a gap).
            aria-label={`${t('helpArticles.footer.help')}${t('helpArticles.footer.newTab')}`}
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 32 }}
          >
            {t('helpArticles.footer.help')}
            <IconExternalLink size={14} aria-hidden="true" />
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Box>
  );
}
