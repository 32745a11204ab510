import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES } from '@sukoyaka/i18n/locales-meta';
import { chooseLocale, currentLocale, LOCALE_QUERY_PARAM } from '../../lib/i18n.ts';

const OPTIONS = SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NATIVE_NAMES[code] }));

export interface LanguageSwitchProps {
  /** Show the visible label above the select (otherwise it is only announced). */
  withLabel?: boolean;
}

/**
 * The language switch (spec §1): choosing a language stores it under `locale` and sets the
 * `lang` query parameter of the current URL.
 */
export function LanguageSwitch({ withLabel = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const label = t('common.language');
  return (
    <NativeSelect
      size="sm"
      w={180}
      data={OPTIONS}
      value={currentLocale()}
      label={withLabel ? label : undefined}
      aria-label={withLabel ? undefined : label}
      leftSection={<IconLanguage size={18} aria-hidden="true" />}
      onChange={async (event) => {
        const locale = event.currentTarget.value;
        if (await chooseLocale(locale)) {
          setSearchParams(
            (params) => {
              params.set(LOCALE_QUERY_PARAM, locale);
              return params;
            },
            { replace: true, preventScrollReset: true },
          );
        }
      }}
    />
  );
}
