import { Accordion, SimpleGrid, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import { TRANSLATED_LOCALES, type SchoolTextTranslations, type TranslatedLocale } from '@sukoyaka/contracts/school-text-pick';
import { LOCALE_HTML_LANG, LOCALE_NATIVE_NAMES } from '@sukoyaka/i18n/locales-meta';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** Each other language's texts as inputs: the stored ones, '' where none. */
export function translationValuesOf(stored: SchoolTextTranslations): Record<TranslatedLocale, { label: string; remarks: string }> {
  return Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, { label: stored[l]?.label ?? '', remarks: stored[l]?.remarks ?? '' }])) as Record<
    TranslatedLocale,
    { label: string; remarks: string }
  >;
}

/** How many languages have a label filled in. */
export const filledLabels = (values: Record<TranslatedLocale, { label: string }>) => TRANSLATED_LOCALES.filter((l) => values[l].label.trim()).length;

export interface TranslationInputsProps {
  /** What is translated, for the inputs' names (e.g. 項目名 → 「項目名（English）」). */
  name: string;
  /** The input props of one language's field (a form kit `getInputProps` of that path). */
  inputProps: (locale: TranslatedLocale) => Partial<ComponentProps<typeof TextInput>>;
  /** How many languages are filled in, shown on the closed section. */
  filled: number;
  disabled?: boolean;
  /** The longest text a language's field takes (the Japanese field's own limit; default 100). */
  maxLength?: number;
  /** The closed section's title; default 「ほかの言語での表記」 (name it when a form has two per row). */
  title?: string;
  /** The line above the inputs; default the school texts' one (blank → the Japanese, marked). */
  hint?: string;
}

/**
 * The other-language fields of one of the school's texts (issue 24 item 3; decision 069): a closed
 * section 「ほかの言語での表記」 with the seven languages' inputs, each named in its own language and
 * marked with its `lang`; a blank one means the pupil sees the Japanese, marked as the school's own.
 */
export function TranslationInputs({ name, inputProps, filled, disabled, maxLength = 100, hint, title }: TranslationInputsProps) {
  const { t } = useTranslation();
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="translations">
        <Accordion.Control>
          {title ?? t('teacherSettings.translations.title')} ({filled}/{TRANSLATED_LOCALES.length})
        </Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" c="gray.8" mb="xs">
            {hint ?? t('teacherSettings.translations.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {TRANSLATED_LOCALES.map((locale) => (
              <TextInput
                key={locale}
                label={`${name}（${LOCALE_NATIVE_NAMES[locale]}）`}
                lang={LOCALE_HTML_LANG[locale]}
                maxLength={maxLength}
                disabled={disabled}
                {...inputProps(locale)}
              />
            ))}
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
