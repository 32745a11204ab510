import { Badge, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { ABSENCE_REASONS } from '@sukoyaka/contracts/attendance';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { parentReportStatusSchema } from '@sukoyaka/contracts/parent-attendance';
import { useTranslation } from 'react-i18next';
import { useReportLabels } from '../hooks/use-report-labels.ts';
import classes from './choice-card.module.css';
import type { AbsenceReportForm, ReportChild } from './absence-report-values.ts';

const STATUSES = parentReportStatusSchema.options;

export interface AbsenceReportFieldsProps {
  form: AbsenceReportForm;
  students: ReportChild[];
  /** The 8 date keys (today to today + 7, Japan time). */
  dates: string[];
}

/**
 * The edit step's fields of the parent's report (spec §2 Parent absent, §3 date options, §4
 * statuses and reasons): child (a choice only when the family has more than one), one of the 8
 * days, 欠席 / 遅刻 / 早退, a reason only for 欠席, and a memo of at most 5,000 characters with its count.
 */
export function AbsenceReportFields({ form, students, dates }: AbsenceReportFieldsProps) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const { values } = form;
  const child = students.find((s) => String(s.id) === values.studentId);

  return (
    <>
      {students.length > 1 ? (
        <Radio.Group data-field="studentId" label={t('parent.absent.child')} size="md" {...form.getInputProps('studentId')}>
          <Stack gap="xs" mt="xs">
            {students.map((s) => (
              <Radio.Card className={classes.card} key={s.id} value={String(s.id)} p="sm" radius="md">
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text fw={600}>{s.label}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <div>
          <Text size="md" fw={500}>
            {t('parent.absent.child')}
          </Text>
          <Text fw={700} size="lg">
            {child?.label}
          </Text>
        </div>
      )}

      <Radio.Group data-field="date" label={t('parent.absent.date')} size="md" {...form.getInputProps('date')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
          {dates.map((key) => {
            const relative = labels.relativeDay(key);
            return (
              <Radio.Card className={classes.card} key={key} value={key} p="xs" radius="md" mih={52}>
                <Group wrap="nowrap" gap="xs">
                  <Radio.Indicator size="sm" />
                  <Stack gap={0}>
                    <Text fw={600} size="sm" lh={1.3}>
                      {labels.dateOption(key)}
                    </Text>
                    {relative ? (
                      <Badge size="sm" variant="light" radius="sm" w="fit-content" tt="none">
                        {relative}
                      </Badge>
                    ) : null}
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>

      <Radio.Group
        data-field="status"
        label={t('parent.absent.status')}
        size="md"
        {...form.getInputProps('status')}
        onChange={(value) => {
          form.setFieldValue('status', value as typeof values.status);
          // Spec §4: a reason only with absent.
          if (value !== 'absent') form.setFieldValue('reason', '');
        }}
      >
        <SimpleGrid cols={3} spacing="xs" mt="xs">
          {STATUSES.map((value) => (
            <Radio.Card className={classes.card} key={value} value={value} px={6} py="xs" radius="md" mih={64}>
              {/* Stacked: three cards share a 360 px row, and 早退 is long in some languages. */}
              <Stack gap={4} align="center">
                <Radio.Indicator size="sm" />
                <Text fw={700} ta="center" lh={1.25}>
                  {t(`parent.status.${value}`)}
                </Text>
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {values.status === 'absent' ? (
        <NativeSelect
          size="md"
          label={t('parent.absent.reason')}
          description={t('parent.absent.reasonHint')}
          data={[{ value: '', label: t('parent.reason.none') }, ...ABSENCE_REASONS.map((value) => ({ value, label: t(`parent.reason.${value}`) }))]}
          {...form.getInputProps('reason')}
        />
      ) : null}

      <Textarea
        size="md"
        label={t('parent.absent.memo')}
        description={t('parent.absent.memoHint')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={LONG_TEXT_MAX}
        {...form.getInputProps('memo')}
      />
      <Text size="sm" c="gray.7" ta="right" mt={-12}>
        {t('parent.absent.memoCount', { length: values.memo.length, max: LONG_TEXT_MAX })}
      </Text>
    </>
  );
}
