import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** Headings wrap between phrases, not inside words (body text wraps normally, for even lines). */
const KEEP_PHRASES = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

/** One section of an article: its translated heading and text, and optionally the page it explains. */
export interface HelpArticleSection {
  /** Stable id, used for the heading's id (`help-<id>`). */
  id: string;
  title: string;
  body: string;
  /** The app page the section explains: its path and its name as the app shows it. */
  link?: { to: string; page: string };
}

export interface HelpArticleProps {
  title: string;
  lead: string;
  /** An optional numbered checklist shown first (the teacher's morning check). */
  checklist?: { title: string; steps: string[] };
  sections: HelpArticleSection[];
  /** Controls in the top bar (the parent article's language switch). */
  topRight?: ReactNode;
}

/**
 * A help article (spec §2 "Layouts and footer": the teacher / local-government (and our parent) help
 * article the footer opens in a new tab), on a public page frame: a tab opened with rel=noopener
 * starts without the opener's sessionStorage session, so the article must not need one. The h1 with
 * a ヘルプ eyebrow, a lead, an optional numbered checklist, then one h2 section per topic, each with a
 * link to the page it explains. All text comes translated from the page (namespace helpArticles);
 * the tab title is "<title> | すこやか".
 */
export function HelpArticle({ title, lead, checklist, sections, topRight }: HelpArticleProps) {
  const { t } = useTranslation();
  usePageTitle(title, t('common.appName'));
  return (
    <CenteredPage width={860} topRight={topRight}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }} style={KEEP_PHRASES}>
          <Text component="span" display="block" size="sm" c="gray.7" fw={600}>
            {t('helpArticles.article.eyebrow')}
          </Text>
          {title}
        </Title>
        <Text c="gray.8">{lead}</Text>
      </Stack>
      {checklist ? (
        <Paper withBorder radius="md" bg="gray.0" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="help-checklist">
          <Title order={2} id="help-checklist" fz={20} mb="sm">
            {checklist.title}
          </Title>
          <List type="ordered" spacing="xs">
            {checklist.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      {sections.map((section) => (
        <Stack key={section.id} gap={6} component="section" aria-labelledby={`help-${section.id}`}>
          <Title order={2} id={`help-${section.id}`} fz={20} style={KEEP_PHRASES}>
            {section.title}
          </Title>
          <Text>{section.body}</Text>
          {section.link ? (
            <Anchor
              component={Link}
              to={section.link.to}
              fw={600}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 32, alignSelf: 'flex-start' }}
            >
              {t('helpArticles.article.open', { page: section.link.page })}
              <IconArrowRight size={16} aria-hidden="true" />
            </Anchor>
          ) : null}
        </Stack>
      ))}
    </CenteredPage>
  );
}
