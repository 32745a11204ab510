import { Switch } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useTranslation } from 'react-i18next';

export interface FuriganaToggleProps {
  checked: boolean;
  onChange: (on: boolean) => void;
}

/**
 * The header switch for furigana (issue 3). Its label is written in hiragana so that the students
 * who need furigana can read it while they are off.
 */
export function FuriganaToggle({ checked, onChange }: FuriganaToggleProps) {
  const { t } = useTranslation();
  return (
    <Switch
      size="md"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('student.furigana.toggle')}
      styles={{ root: { minHeight: 44, display: 'flex', alignItems: 'center' }, label: { fontWeight: 600, whiteSpace: 'nowrap' } }}
    />
  );
}
