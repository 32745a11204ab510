import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { useSosKinds } from '../hooks/use-sos-dashboard.ts';

export interface SosKindFilterProps {
  sosSettingId: number | undefined;
  onChange: (sosSettingId: number | undefined) => void;
}

/**
 * The 種類 filter of the SOS dashboard (spec §2 "talk" filter, §9 default label 種類を選択する):
 * one of the school's talk-to buttons, or every button when none is chosen.
 */
export function SosKindFilter({ sosSettingId, onChange }: SosKindFilterProps) {
  const { t } = useTranslation();
  const kinds = useSosKinds();
  return (
    <NativeSelect
      size="md"
      miw={220}
      label={t('teacher.sosDashboard.kind')}
      value={sosSettingId ? String(sosSettingId) : ''}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)}
      data={[
        { value: '', label: t('teacher.sosDashboard.kindPlaceholder') },
        ...(kinds.data ?? []).map((k) => ({ value: String(k.id), label: stripFurigana(k.label) })),
      ]}
    />
  );
}
