import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { ListPagination } from '../../../../components/ui/list-pagination.tsx';
import { LoadingScreen } from '../../../../components/ui/loading-screen.tsx';
import { useOrganization } from '../../../../features/organization-auth/hooks/use-organization.ts';
import { BoardTeachersTable } from '../../../../features/organization-settings/components/board-teachers-table.tsx';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { useBoardTeachers, useExportBoardTeachers } from '../../../../features/organization-settings/hooks/use-organization-settings.ts';
import { paths } from '../../../../lib/paths.ts';

const LIMIT = 50;

/**
 * `/local_governments/settings/teacher` (spec §2, §7 organization/teachers, organization/export):
 * the teachers of the organisation's schools, by school, 50 a page; the Excel export (the import's
 * template) and the way to the import.
 */
export function OrganizationTeachersPage() {
  const { t } = useTranslation();
  const [schoolId, setSchoolId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const organization = useOrganization();
  const teachers = useBoardTeachers({ schoolId, page, limit: LIMIT });
  const exporting = useExportBoardTeachers();
  const failure = teachers.error ?? exporting.error;
  return (
    <OrganizationSettingsFrame title={t('organization.settings.pages.teacher')} lead={t('organization.settings.teachers.lead')}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('organization.report.school')}
            value={schoolId ? String(schoolId) : ''}
            data={[
              { value: '', label: t('organization.report.allSchools') },
              ...(organization.data?.schools ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            onChange={(e) => {
              setSchoolId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined);
              setPage(1);
            }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate(schoolId)}
          >
            {t('organization.settings.teachers.export')}
          </Button>
          <Button component={Link} to={paths.board('settings/teacher/import')} variant="light" leftSection={<IconUpload size={18} aria-hidden="true" />}>
            {t('organization.settings.pages.teacherImport')}
          </Button>
        </Group>
        <Text size="sm" c="gray.7" role="status">
          {exporting.isSuccess ? t('organization.report.downloaded', { name: exporting.data }) : ''}
        </Text>
        <ErrorAlert error={failure} />
        {teachers.isPending ? (
          <LoadingScreen minHeight={200} />
        ) : teachers.data ? (
          <>
            <BoardTeachersTable teachers={teachers.data.list} />
            <ListPagination page={page} limit={LIMIT} total={teachers.data.total} onChange={setPage} />
          </>
        ) : null}
      </Stack>
    </OrganizationSettingsFrame>
  );
}
