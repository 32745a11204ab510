import { useTranslation } from 'react-i18next';
import { downloadBoardRosterExport, downloadBoardRosterTemplate } from '../../../../features/organization-settings/api/board-data.ts';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { useBoardRosterImport } from '../../../../features/organization-settings/hooks/use-board-data.ts';
import { RosterImportPanel } from '../../../../features/roster-import/components/roster-import-panel.tsx';

/**
 * `/local_governments/settings/teacher/import` (spec §2, §5 upload rules, §7 organization/import
 * multipart file + year, organization/export; issue 14 item 5): the school imports' panel with the
 * board's endpoints — step 1 downloads the template (学校コード decides each teacher's school), step
 * 2 takes 年度 and the file, 内容を確認する opens the preview modal (every row, its errors, the error
 * file), 登録する writes all rows or none; and the current teachers' Excel in the same layout.
 */
export function OrganizationTeacherImportPage() {
  const { t } = useTranslation();
  const importer = useBoardRosterImport();
  return (
    <OrganizationSettingsFrame title={t('organization.settings.pages.teacherImport')} lead={t('organization.settings.import.lead')}>
      <RosterImportPanel
        source={{
          importer,
          template: downloadBoardRosterTemplate,
          exportFile: downloadBoardRosterExport,
          texts: {
            step1Lead: t('organization.data.import.step1Lead'),
            template: t('organization.settings.import.template'),
            exportLead: t('organization.data.import.exportLead'),
            export: t('organization.settings.teachers.export'),
          },
        }}
      />
    </OrganizationSettingsFrame>
  );
}
