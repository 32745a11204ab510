import { Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { BullyingSurvey, SurveyCasesQuery, SurveyRow } from '@sukoyaka/contracts/bullying-cases';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { SCHOOL_TYPE_NAMES, SCHOOL_TYPES, type SchoolType } from '@sukoyaka/contracts/school-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadBullyingSurvey, useBullyingSurvey } from './board-bullying-api.ts';
import { SurveyCasesModal, type SurveyCell } from './survey-cases-modal.tsx';
import { SurveyPupilsModal, type SurveyPupilsCell } from './survey-pupils-modal.tsx';

/**
 * The board's bullying survey (issue 26 item 4, decision 060): a 年度 (and `schoolId`, one school,
 * or the board), the tables pre-filled from the cases with school types as columns, rows the
 * board fills by hand marked 手入力, Excelで出力 (the same tables, the board's working copy) and the
 * copy for publication (small-group suppression, decision 074). A count above 0 opens the cases
 * behind it (SurveyCasesModal), in the 不登校 table the pupils (SurveyPupilsModal).
 */
export function BoardSurvey({ schoolId }: { schoolId?: number }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const current = schoolYearOf();
  const [year, setYear] = useState(current);
  const query = { year, ...(schoolId ? { schoolId } : {}) };
  const survey = useBullyingSurvey(query);
  const download = useDownload(() => downloadBullyingSurvey(query));
  const publishedDownload = useDownload(() => downloadBullyingSurvey({ ...query, copy: 'published' }));
  const [cell, setCell] = useState<SurveyCell | null>(null);
  const [pupilsCell, setPupilsCell] = useState<SurveyPupilsCell | null>(null);
  /** A count, opening its cases (the 不登校 table: its pupils) when above 0 (`type` undefined: the 計 column). */
  const count = (table: BullyingSurvey['tables'][number]['id'], r: SurveyRow, n: number, type?: SchoolType) => {
    const column = type ? SCHOOL_TYPE_NAMES[type] : t(`${k}.total`);
    if (n === 0) return n;
    const cellQuery = { ...query, key: r.key, ...(type ? { schoolType: type } : {}) };
    const open = () =>
      table === 'notAttending'
        ? setPupilsCell({ query: cellQuery, label: r.label, column })
        : setCell({ query: { ...cellQuery, table } satisfies SurveyCasesQuery, label: r.label, column });
    return (
      <Anchor
        component="button"
        type="button"
        fz="sm"
        aria-label={t(table === 'notAttending' ? `${k}.cellOpenPupils` : `${k}.cellOpen`, { label: r.label, column, count: n })}
        onClick={open}
      >
        {n}
      </Anchor>
    );
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="board-survey-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="board-survey-title">
          {t(`${k}.surveyTitle`)}
        </Title>
        <Group align="flex-end">
          <NativeSelect
            label={t(`${k}.year`)}
            value={String(year)}
            onChange={(e) => setYear(Number(e.currentTarget.value))}
            data={[0, 1, 2].map((n) => ({ value: String(current - n), label: t(`${k}.yearValue`, { year: current - n }) }))}
          />
          <Button variant="light" loading={download.isPending} onClick={() => download.mutate()}>
            {t(`${k}.excel`)}
          </Button>
          <Button variant="default" loading={publishedDownload.isPending} onClick={() => publishedDownload.mutate()}>
            {t(`${k}.excelPublished`)}
          </Button>
        </Group>
        <ErrorAlert error={download.error ?? publishedDownload.error} />
        {survey.isPending ? (
          <LoadingScreen minHeight={120} />
        ) : survey.isError ? (
          <ErrorAlert error={survey.error} />
        ) : (
          <>
            <Text fw={700}>{t(`${k}.casesTotal`, { count: survey.data.total })}</Text>
            {survey.data.tables.map((table) => (
              <CaptionedTable
                key={table.id}
                caption={table.title}
                minWidth={860}
                striped
                columns={[
                  { label: table.title, w: 360 },
                  ...SCHOOL_TYPES.map((type) => ({ label: SCHOOL_TYPE_NAMES[type], ta: 'right' as const })),
                  { label: t(`${k}.total`), ta: 'right' as const },
                  { label: t(`${k}.percent`), ta: 'right' as const },
                ]}
              >
                <Table.Tbody>
                  {table.rows.map((r) => (
                    <Table.Tr key={r.key}>
                      <Table.Th scope="row" fw={r.key === 'total' ? 700 : 400}>
                        {r.label}
                      </Table.Th>
                      {r.manual ? (
                        <Table.Td colSpan={SCHOOL_TYPES.length + 2}>{t(`${k}.manual`)}</Table.Td>
                      ) : (
                        <>
                          {SCHOOL_TYPES.map((type) => (
                            <Table.Td key={type} ta="right">
                              {count(table.id, r, r.counts[type] ?? 0, type)}
                            </Table.Td>
                          ))}
                          <Table.Td ta="right">{count(table.id, r, r.total)}</Table.Td>
                          <Table.Td ta="right">{r.percent ?? '-'}</Table.Td>
                        </>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </CaptionedTable>
            ))}
          </>
        )}
      </Stack>
      {cell ? <SurveyCasesModal cell={cell} onClose={() => setCell(null)} /> : null}
      {pupilsCell ? <SurveyPupilsModal cell={pupilsCell} onClose={() => setPupilsCell(null)} /> : null}
    </Paper>
  );
}
