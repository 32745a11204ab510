import { Button, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addDays, weekOf } from '@sukoyaka/contracts/dates';

export interface DashboardDateControlsProps {
  /** The shown date key (YYYY-MM-DD, Japan time); in the week view any day of the week. */
  date: string;
  /** Today's date key in Japan time. */
  today: string;
  /** The last date that can be chosen (default today); the class register looks a week ahead. */
  latest?: string;
  /** Day view steps one day; week view one Monday-to-Sunday week. */
  step?: 'day' | 'week';
  onChange: (date: string) => void;
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Date picker of the dashboards' day and week views (spec §2 "Dashboards day row and week row"),
 * with previous, next and today (this week) buttons. Nothing after `latest` can be chosen.
 */
export function DashboardDateControls({ date, today, latest = today, step = 'day', onChange }: DashboardDateControlsProps) {
  const { t } = useTranslation();
  const days = step === 'week' ? 7 : 1;
  // In the week view "next" opens the next week only once it has begun.
  const atLatest = step === 'week' ? weekOf(date)[6]! >= latest : date >= latest;
  const atToday = step === 'week' ? weekOf(date)[0] === weekOf(today)[0] : date === today;
  const next = addDays(date, days);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Button variant="default" size="md" px="sm" leftSection={<IconChevronLeft size={18} aria-hidden="true" />} onClick={() => onChange(addDays(date, -days))}>
        {step === 'week' ? t('teacher.dashboard.prevWeek') : t('teacher.dashboard.prevDay')}
      </Button>
      <TextInput
        type="date"
        size="md"
        label={t('teacher.dashboard.date')}
        value={date}
        max={latest}
        w={180}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (DATE_KEY.test(value) && value <= latest) onChange(value);
        }}
      />
      <Button
        variant="default"
        size="md"
        px="sm"
        rightSection={<IconChevronRight size={18} aria-hidden="true" />}
        disabled={atLatest}
        onClick={() => onChange(next > latest ? latest : next)}
      >
        {step === 'week' ? t('teacher.dashboard.nextWeek') : t('teacher.dashboard.nextDay')}
      </Button>
      <Button variant="default" size="md" disabled={atToday} onClick={() => onChange(today)}>
        {step === 'week' ? t('teacher.dashboard.thisWeek') : t('teacher.dashboard.today')}
      </Button>
    </Group>
  );
}
