import { Button, Grid, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHOOL_CALENDAR_KINDS, SCHOOL_CALENDAR_LABEL_MAX, type SchoolCalendarKind } from '@sukoyaka/contracts/school-calendar';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCreateRanges } from '../hooks/use-school-calendar.ts';
import { showDone } from '../../../components/ui/toast.ts';

export interface CalendarRangeFormProps {
  /** The classes of the shown school year (学級閉鎖 picks one). */
  klasses: { id: number; name: string }[];
  /** A date of the shown school year to start the date fields with (YYYY-MM-DD). */
  defaultDate: string;
}

/**
 * 期間を追加 (issue 10 settings/calendar): kind, name, from, to, and the class for 学級閉鎖. The server
 * checks the range (end before start, overlap, outside the school year) and its field errors show
 * under the field; on success the list refetches, a toast confirms and the name is cleared.
 */
export function CalendarRangeForm({ klasses, defaultDate }: CalendarRangeFormProps) {
  const { t } = useTranslation();
  const create = useCreateRanges();
  const [kind, setKind] = useState<SchoolCalendarKind>('closure');
  const [label, setLabel] = useState('');
  const [from, setFrom] = useState(defaultDate);
  const [to, setTo] = useState(defaultDate);
  const [klassId, setKlassId] = useState('');
  const fieldErrors = isApiError(create.error, 400) ? create.error.fieldErrors : {};
  const fieldError = (name: string) => fieldErrors[`ranges.0.${name}`]?.join(' ') ?? fieldErrors[`ranges.${name}`]?.join(' ');
  const classClosure = kind === 'class_closure';
  const knownFields = ['kind', 'label', 'from', 'to', 'klassId'].some((f) => fieldError(f));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate([{ kind, label, from, to, klassId: classClosure && klassId ? Number(klassId) : null }], {
      onSuccess: () => {
        setLabel('');
        showDone(t('teacherSettings.calendar.form.added'));
      },
    });
  }

  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      create.reset();
    };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="calendar-add-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="calendar-add-title">
            {t('teacherSettings.calendar.form.title')}
          </Title>
          <Grid gap="md" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <NativeSelect
                label={t('teacherSettings.calendar.form.kind')}
                value={kind}
                onChange={(e) => change(setKind)(e.currentTarget.value as SchoolCalendarKind)}
                data={SCHOOL_CALENDAR_KINDS.map((k) => ({ value: k, label: t(`teacherSettings.calendar.kinds.${k}`) }))}
                error={fieldError('kind')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 8 }}>
              <TextInput
                label={t('teacherSettings.calendar.form.label')}
                placeholder={t('teacherSettings.calendar.form.labelPlaceholder')}
                value={label}
                maxLength={SCHOOL_CALENDAR_LABEL_MAX}
                onChange={(e) => change(setLabel)(e.currentTarget.value)}
                error={fieldError('label')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <TextInput
                type="date"
                label={t('teacherSettings.calendar.form.from')}
                value={from}
                onChange={(e) => change(setFrom)(e.currentTarget.value)}
                error={fieldError('from')}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <TextInput
                type="date"
                label={t('teacherSettings.calendar.form.to')}
                value={to}
                onChange={(e) => change(setTo)(e.currentTarget.value)}
                error={fieldError('to')}
                required
              />
            </Grid.Col>
            {classClosure ? (
              <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                <NativeSelect
                  label={t('teacherSettings.calendar.form.klass')}
                  value={klassId}
                  onChange={(e) => change(setKlassId)(e.currentTarget.value)}
                  data={[
                    { value: '', label: t('teacherSettings.calendar.form.klassPlaceholder') },
                    ...klasses.map((k) => ({ value: String(k.id), label: k.name })),
                  ]}
                  error={fieldError('klassId')}
                  required
                />
              </Grid.Col>
            ) : null}
          </Grid>
          <Text size="sm" c="gray.7">
            {t('teacherSettings.calendar.form.hint')}
          </Text>
          <ErrorAlert messages={create.error && !knownFields ? (isApiError(create.error) ? create.error.errors : [t('common.error.generic')]) : []} />
          <div>
            <Button type="submit" leftSection={<IconPlus size={18} aria-hidden="true" />} loading={create.isPending}>
              {t('teacherSettings.calendar.form.add')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
