import { Paper, Text } from '@mantine/core';
import { hasFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { useTranslation } from 'react-i18next';
import { RubyText } from './ruby-text.tsx';

/**
 * The hint an editor gives under a field of the school's own text that pupils read (issue 24
 * item 4): how to write a reading, `{漢字:よみ}`, and who sees it. Use it as the field's description.
 */
export function useRubyHint(): string {
  const { t } = useTranslation();
  return t('teacherSettings.ruby.hint');
}

export interface RubyPreviewProps {
  /** The text as typed in the field, `{漢字:よみ}` pairs and all. */
  value: string;
}

/**
 * Live preview under an editor field of the school's own text (issue 24 item 4; spec §5 ruby
 * sentence): once the text has a `{漢字:よみ}` pair, the sentence as a 1年–3年 pupil sees it, ruby
 * and all, through the pupil's own renderer (RubyText). Nothing while the text has no pair.
 */
export function RubyPreview({ value }: RubyPreviewProps) {
  const { t } = useTranslation();
  if (!hasFurigana(value)) return null;
  return (
    <Paper withBorder radius="sm" px="sm" py={6} bg="gray.0" data-testid="ruby-preview">
      <Text size="xs" c="gray.8" fw={700}>
        {t('teacherSettings.ruby.preview')}
      </Text>
      <Text size="lg" lang="ja" style={{ whiteSpace: 'pre-line', lineHeight: 2 }}>
        <RubyText value={value} />
      </Text>
    </Paper>
  );
}
