import { Alert, Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { REPORT_TYPES, type ReportType } from '@sukoyaka/contracts/reports';
import type { Grade } from '@sukoyaka/contracts/schools';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { fiscalMonthOptions, schoolYearOptions } from '../../../lib/fiscal-filters.ts';
import { useDownloadReport } from '../hooks/use-report.ts';

export interface ReportFormProps {
  /** Admin teachers may narrow the report to a grade or class; class teachers get their class. */
  grades?: Grade[];
}

const ALL = '';

/**
 * The report page's form (spec §2 report, §5, §9): report type (登録状況 / 話したいボタンの活用状況 /
 * 心と身体の不調状況), school year (current down to 2022), month (all, or April to March capped at
 * the current month, newest first) and, for admin teachers, grade and class; then the Excel
 * download named by the server.
 */
export function ReportForm({ grades }: ReportFormProps) {
  const { t } = useTranslation();
  const download = useDownloadReport();
  const years = schoolYearOptions();
  const [type, setType] = useState<ReportType>('condition');
  const [year, setYear] = useState(years[0]!);
  const [month, setMonth] = useState(ALL);
  const [gradeId, setGradeId] = useState(ALL);
  const [klassId, setKlassId] = useState(ALL);
  const months = fiscalMonthOptions(year);
  const klasses = grades?.find((g) => String(g.id) === gradeId)?.klasses ?? [];
  const errors = errorMessages(download.error, t('common.error.generic'));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (download.isPending) return;
    download.mutate({
      type,
      year,
      month: month ? Number(month) : undefined,
      gradeId: gradeId ? Number(gradeId) : undefined,
      klassId: klassId ? Number(klassId) : undefined,
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Radio.Group label={t('teacherStudents.report.type')} value={type} onChange={(value) => setType(value as ReportType)}>
          <Stack gap="sm" mt="xs">
            {REPORT_TYPES.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`teacherStudents.report.titles.${value}`)}
                description={t(`teacherStudents.report.descriptions.${value}`)}
              />
            ))}
          </Stack>
        </Radio.Group>

        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('teacherStudents.period.year')}
            w={150}
            value={String(year)}
            data={years.map((y) => ({ value: String(y), label: t('teacherStudents.period.yearOption', { year: y }) }))}
            onChange={(event) => {
              const next = Number(event.currentTarget.value);
              setYear(next);
              if (month && !fiscalMonthOptions(next).includes(Number(month))) setMonth(ALL);
            }}
          />
          <NativeSelect
            label={t('teacherStudents.period.month')}
            w={150}
            value={month}
            data={[
              { value: ALL, label: t('teacherStudents.report.allMonths') },
              ...months.map((m) => ({ value: String(m), label: t('teacherStudents.period.monthOption', { month: m }) })),
            ]}
            onChange={(event) => setMonth(event.currentTarget.value)}
          />
          {grades ? (
            <>
              <NativeSelect
                label={t('teacherStudents.report.grade')}
                w={150}
                value={gradeId}
                data={[{ value: ALL, label: t('teacherStudents.report.allGrades') }, ...grades.map((g) => ({ value: String(g.id), label: g.name }))]}
                onChange={(event) => {
                  setGradeId(event.currentTarget.value);
                  setKlassId(ALL);
                }}
              />
              <NativeSelect
                label={t('teacherStudents.report.klass')}
                w={150}
                value={klassId}
                disabled={!gradeId}
                data={[{ value: ALL, label: t('teacherStudents.report.allKlasses') }, ...klasses.map((k) => ({ value: String(k.id), label: k.name }))]}
                onChange={(event) => setKlassId(event.currentTarget.value)}
              />
            </>
          ) : null}
        </Group>

        <ErrorAlert messages={errors} />
        {download.isSuccess ? (
          <Alert color="green" variant="light" role="status" icon={<IconFileSpreadsheet size={20} aria-hidden="true" />}>
            {t('teacherStudents.report.downloaded', { fileName: download.data })}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" size="md" loading={download.isPending} leftSection={<IconDownload size={18} aria-hidden="true" />}>
            {t('teacherStudents.report.download')}
          </Button>
          <Text size="sm" c="gray.7" mt="xs">
            {t('teacherStudents.report.hint')}
          </Text>
        </div>
      </Stack>
    </form>
  );
}
