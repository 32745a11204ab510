import { Button, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../lib/dates.ts';

export interface DashboardDateControlsProps {
  /** The shown date key (YYYY-MM-DD, Japan time). */
  date: string;
  /** Today's date key in Japan time: later dates cannot be chosen. */
  today: string;
  onChange: (date: string) => void;
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Date picker of the class day view, with previous day, next day and today buttons. */
export function DashboardDateControls({ date, today, onChange }: DashboardDateControlsProps) {
  const { t } = useTranslation();
  const atToday = date >= today;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Button variant="default" size="md" px="sm" leftSection={<IconChevronLeft size={18} aria-hidden="true" />} onClick={() => onChange(addDays(date, -1))}>
        {t('teacher.dashboard.prevDay')}
      </Button>
      <TextInput
        type="date"
        size="md"
        label={t('teacher.dashboard.date')}
        value={date}
        max={today}
        w={180}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (DATE_KEY.test(value) && value <= today) onChange(value);
        }}
      />
      <Button
        variant="default"
        size="md"
        px="sm"
        rightSection={<IconChevronRight size={18} aria-hidden="true" />}
        disabled={atToday}
        onClick={() => onChange(addDays(date, 1))}
      >
        {t('teacher.dashboard.nextDay')}
      </Button>
      <Button variant="default" size="md" disabled={atToday} onClick={() => onChange(today)}>
        {t('teacher.dashboard.today')}
      </Button>
    </Group>
  );
}
