import { Button, Stack, type ButtonProps } from '@mantine/core';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { apiDownload } from '../../../lib/api-download.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { confirmHeaders, needsReentry, saveConfirmToken } from '../../../lib/confirm-token.ts';

/** The three students' Excel exports of spec §7 "Questionnaires" (issue 11 item 5). */
export type StudentExport =
  | { kind: 'export_questionaire'; studentId: number; questionnaireDeliveryId: number }
  | { kind: 'export_past_questionnaire'; studentId: number }
  | { kind: 'export_many_questionaire'; questionnaireDeliveryId: number; gradeId?: number | undefined; klassId?: number | undefined };

export interface StudentExportButtonProps {
  file: StudentExport;
  label: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
}

/**
 * A button that downloads one of the students' Excel exports (GET /api/teachers/students/{kind},
 * spec §9 file name from the server) with the stored confirm token of password re-entry: a
 * bullying survey's sheets need it (decision 022). A refusal for want of re-entry forgets the token,
 * so the page's password modal comes back; any other error shows the server's Japanese sentence
 * under the button. A class teacher's file holds their classes only (the API's scope).
 */
export function StudentExportButton({ file, label, variant = 'outline', size = 'sm', disabled = false }: StudentExportButtonProps) {
  const download = useDownload(({ kind, ...query }: StudentExport) =>
    apiDownload(`/api/teachers/students/${kind}`, { query, fallbackName: `${kind}.xlsx`, headers: confirmHeaders() }),
  );
  const start = () => download.mutate(file, { onError: (error) => (needsReentry(error) ? saveConfirmToken(null) : undefined) });
  return (
    <Stack gap={4} align="flex-start">
      <Button variant={variant} size={size} onClick={start} loading={download.isPending} disabled={disabled}>
        {label}
      </Button>
      <ErrorAlert error={needsReentry(download.error) ? null : download.error} />
    </Stack>
  );
}
