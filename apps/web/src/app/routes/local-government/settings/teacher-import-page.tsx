import { Alert, Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { useExportBoardTeachers } from '../../../../features/organization-settings/hooks/use-organization-settings.ts';

/**
 * `/local_governments/settings/teacher/import` (spec §2, §7 organization/import multipart file +
 * year): step 1 downloads the template (organization/export). The upload with the preview, error
 * file and all-or-nothing import reuses the school imports' roster-import feature once it lands.
 */
export function OrganizationTeacherImportPage() {
  const { t } = useTranslation();
  const exporting = useExportBoardTeachers();
  return (
    <OrganizationSettingsFrame title={t('organization.settings.pages.teacherImport')} lead={t('organization.settings.import.lead')}>
      <Stack gap="md">
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          {t('organization.settings.import.template')}
        </Button>
        <Alert color="gray" variant="light">
          {t('organization.settings.import.pending')}
        </Alert>
      </Stack>
    </OrganizationSettingsFrame>
  );
}
