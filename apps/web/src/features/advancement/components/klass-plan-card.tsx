import { Button, Group, NativeSelect, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoOnSchoolOption, GoOnView } from '@sukoyaka/contracts/advancement';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import type { PlanDraft } from './plan-defaults.ts';

export interface KlassPlanCardProps {
  group: { klassId: number; gradeName: string; klassName: string; students: GoOnView['students'] };
  grades: GoOnView['grades'];
  schools: GoOnSchoolOption[];
  plans: Map<number, PlanDraft>;
  onChange: (drafts: PlanDraft[]) => void;
}

const GRADUATE = 'graduate';

/**
 * One class of the advancement page (spec §2 settings/advancement): the whole class's next grade
 * (or 卒業・進学) and class name applied at once, then each student's plan to change one by one:
 * 進級 / 卒業・進学 / 原級留置, next grade and class, or the next school for a graduate.
 */
export function KlassPlanCard({ group, grades, schools, plans, onChange }: KlassPlanCardProps) {
  const { t } = useTranslation();
  const first = plans.get(group.students[0]!.studentId);
  const [wholeGrade, setWholeGrade] = useState(first?.kind === 'graduate' ? GRADUATE : String(first?.nextGradeId ?? ''));
  const [wholeKlass, setWholeKlass] = useState(first?.nextKlassName ?? group.klassName);
  const gradeOptions = grades.map((g) => ({ value: String(g.id), label: g.name }));
  const schoolOptions = [
    { value: '', label: t('teacherSettings.roster.advancement.notPlanned') },
    ...schools.map((s) => ({ value: String(s.id), label: s.name })),
  ];
  const caption = t('teacherSettings.roster.advancement.klassCaption', { grade: group.gradeName, klass: group.klassName });

  function applyWhole() {
    onChange(
      group.students.map((s) =>
        wholeGrade === GRADUATE
          ? { studentId: s.studentId, kind: 'graduate', goOnSchoolId: plans.get(s.studentId)?.goOnSchoolId ?? null }
          : { studentId: s.studentId, kind: 'advance', nextGradeId: Number(wholeGrade), nextKlassName: wholeKlass.trim(), nextStudentNumber: null },
      ),
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} fz="md">
          {group.gradeName} {group.klassName}
        </Title>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={`${t('teacherSettings.roster.advancement.wholeKlass')}：${t('teacherSettings.roster.advancement.nextGrade')}`}
            value={wholeGrade}
            onChange={(e) => setWholeGrade(e.currentTarget.value)}
            data={[...gradeOptions, { value: GRADUATE, label: t('teacherSettings.roster.advancement.kinds.graduate') }]}
            w={220}
          />
          {wholeGrade !== GRADUATE ? (
            <TextInput
              label={t('teacherSettings.roster.advancement.nextKlass')}
              value={wholeKlass}
              onChange={(e) => setWholeKlass(e.currentTarget.value)}
              w={120}
            />
          ) : null}
          <Button variant="light" onClick={applyWhole} aria-label={`${caption}：${t('teacherSettings.roster.advancement.applyToKlass')}`}>
            {t('teacherSettings.roster.advancement.applyToKlass')}
          </Button>
        </Group>
        <CaptionedTable
          caption={caption}
          minWidth={640}
          verticalSpacing={2}
          columns={[
            { label: t('teacherSettings.roster.advancement.number') },
            { label: t('teacherSettings.roster.advancement.name') },
            { label: t('teacherSettings.roster.advancement.kind') },
            { label: t('teacherSettings.roster.advancement.nextGrade') },
            { label: t('teacherSettings.roster.advancement.nextKlass') },
            { label: t('teacherSettings.roster.advancement.goOnSchool') },
          ]}
        >
          <Table.Tbody>
            {group.students.map((s) => {
              const plan = plans.get(s.studentId)!;
              const set = (patch: Partial<PlanDraft>) => onChange([{ ...plan, ...patch }]);
              const who = `${s.studentNumber}番 ${s.name}`;
              return (
                <Table.Tr key={s.studentId}>
                  <Table.Td>{s.studentNumber}</Table.Td>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={`${who} ${t('teacherSettings.roster.advancement.kind')}`}
                      value={plan.kind}
                      onChange={(e) => {
                        const kind = e.currentTarget.value as PlanDraft['kind'];
                        set(
                          kind === 'graduate'
                            ? { kind }
                            : { kind, nextGradeId: plan.nextGradeId ?? (kind === 'stay' ? s.gradeId : null), nextKlassName: plan.nextKlassName ?? s.klassName },
                        );
                      }}
                      data={(['advance', 'graduate', 'stay'] as const).map((k) => ({ value: k, label: t(`teacherSettings.roster.advancement.kinds.${k}`) }))}
                      size="xs"
                    />
                  </Table.Td>
                  <Table.Td>
                    {plan.kind !== 'graduate' ? (
                      <NativeSelect
                        aria-label={`${who} ${t('teacherSettings.roster.advancement.nextGrade')}`}
                        value={String(plan.nextGradeId ?? '')}
                        onChange={(e) => set({ nextGradeId: Number(e.currentTarget.value) })}
                        data={gradeOptions}
                        size="xs"
                      />
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {plan.kind !== 'graduate' ? (
                      <TextInput
                        aria-label={`${who} ${t('teacherSettings.roster.advancement.nextKlass')}`}
                        value={plan.nextKlassName ?? ''}
                        onChange={(e) => set({ nextKlassName: e.currentTarget.value })}
                        size="xs"
                        w={90}
                      />
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {plan.kind === 'graduate' ? (
                      <NativeSelect
                        aria-label={`${who} ${t('teacherSettings.roster.advancement.goOnSchool')}`}
                        value={String(plan.goOnSchoolId ?? '')}
                        onChange={(e) => set({ goOnSchoolId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
                        data={schoolOptions}
                        size="xs"
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </CaptionedTable>
      </Stack>
    </Paper>
  );
}
