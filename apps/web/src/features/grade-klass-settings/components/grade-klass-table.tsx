import { Button, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradeKlassSummary } from '@sukoyaka/contracts/school-admin';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useDeleteKlasses } from '../hooks/use-grade-klasses.ts';

/**
 * This year's classes by grade (issue 13 settings/grade_class): students, homeroom teachers and a
 * delete button that asks first; a class in use shows no button, and the server's message explains
 * a refusal.
 */
export function GradeKlassTable({ summary }: { summary: GradeKlassSummary }) {
  const { t } = useTranslation();
  const remove = useDeleteKlasses();
  const [asked, setAsked] = useState<{ id: number; name: string } | null>(null);
  const rows = summary.grades.flatMap((g) => g.klasses.map((k) => ({ ...k, gradeName: g.name })));

  return (
    <>
      <ErrorAlert error={remove.error} />
      <CaptionedTable
        caption={t('teacherSettings.schoolAdmin.gradeClass.title')}
        minWidth={560}
        striped
        verticalSpacing="xs"
        columns={[
          { label: t('teacherSettings.schoolAdmin.gradeClass.grade') },
          { label: t('teacherSettings.schoolAdmin.gradeClass.klass') },
          { label: t('teacherSettings.schoolAdmin.gradeClass.students'), ta: 'right' as const },
          { label: t('teacherSettings.schoolAdmin.gradeClass.teachers') },
          { label: t('teacherSettings.schoolAdmin.gradeClass.actions') },
        ]}
      >
        <Table.Tbody>
          {rows.length === 0 ? (
            <EmptyTableRow columns={5}>{t('teacherSettings.schoolAdmin.gradeClass.noGrades')}</EmptyTableRow>
          ) : (
            rows.map((k) => (
              <Table.Tr key={k.id}>
                <Table.Td>{k.gradeName}</Table.Td>
                <Table.Td>{k.name}</Table.Td>
                <Table.Td ta="right">{t('teacherSettings.schoolAdmin.gradeClass.studentCount', { count: k.studentCount })}</Table.Td>
                <Table.Td>
                  <Text size="sm">{k.teacherNames.length ? k.teacherNames.join('、') : t('teacherSettings.schoolAdmin.gradeClass.none')}</Text>
                </Table.Td>
                <Table.Td>
                  {k.deletable ? (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconTrash size={16} aria-hidden="true" />}
                      aria-label={`${k.gradeName} ${k.name} ${t('teacherSettings.schoolAdmin.gradeClass.delete')}`}
                      onClick={() => setAsked({ id: k.id, name: `${k.gradeName} ${k.name}` })}
                    >
                      {t('teacherSettings.schoolAdmin.gradeClass.delete')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </CaptionedTable>
      <ConfirmModal
        opened={asked !== null}
        title={t('teacherSettings.schoolAdmin.gradeClass.deleteTitle')}
        confirmLabel={t('teacherSettings.schoolAdmin.gradeClass.delete')}
        cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
        danger
        loading={remove.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() =>
          asked &&
          remove.mutate([asked.id], {
            onSuccess: () => showDone(t('teacherSettings.schoolAdmin.gradeClass.deleted')),
            onSettled: () => setAsked(null),
          })
        }
      >
        <Text>{t('teacherSettings.schoolAdmin.gradeClass.deleteBody', { name: asked?.name ?? '' })}</Text>
      </ConfirmModal>
    </>
  );
}
