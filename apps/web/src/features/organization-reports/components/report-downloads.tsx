import { Button, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { BoardReportType } from '@sukoyaka/contracts/local-government';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import type { BoardReportFilters } from '../api/reports.ts';
import { useDownloadBoardReport } from '../hooks/use-reports.ts';

/**
 * Excel and PDF of the report as filtered (spec §7 GET …?type=excel|pdf with the session headers,
 * §9 file name title + YYMMDD_hhmm): the file is handed to the browser; the saved name is announced.
 */
export function ReportDownloads({ type, filters }: { type: BoardReportType; filters: BoardReportFilters }) {
  const { t } = useTranslation();
  const download = useDownloadBoardReport(type);
  const pending = download.isPending ? download.variables.fileType : null;
  const errors = errorMessages(download.error, t('common.error.generic'));
  return (
    <>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          loading={pending === 'excel'}
          disabled={pending === 'pdf'}
          onClick={() => download.mutate({ filters, fileType: 'excel' })}
        >
          {t('organization.report.excel')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
          loading={pending === 'pdf'}
          disabled={pending === 'excel'}
          onClick={() => download.mutate({ filters, fileType: 'pdf' })}
        >
          {t('organization.report.pdf')}
        </Button>
      </Group>
      <Text size="sm" c="gray.7" role="status">
        {download.isSuccess ? t('organization.report.downloaded', { name: download.data }) : ''}
      </Text>
      <ErrorAlert messages={errors} />
    </>
  );
}
