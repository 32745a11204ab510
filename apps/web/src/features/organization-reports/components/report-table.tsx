import { Table, Text } from '@mantine/core';
import type { BoardReport } from '@sukoyaka/contracts/local-government';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { formatCount, formatDecimal } from '../../../lib/board-figures.ts';

const INDENT = { organization: 0, school: 0, grade: 12, klass: 28 } as const;

/**
 * A board report's table (spec §2 report, §9): one line per row the server sent (the organisation's
 * total, then schools — or one school's grades and classes), one column per report column; counts
 * as numbers or "<5" / "*" (small-group suppression, decision 026), rates in percent. The total
 * line is bold; grades and classes are indented under their school. Scrolls sideways inside its
 * region on a narrow screen, never the page.
 */
export function ReportTable({ report }: { report: BoardReport }) {
  const { t } = useTranslation();
  return (
    <CaptionedTable
      caption={report.title}
      minWidth={Math.max(560, 180 + report.columns.length * 110)}
      striped
      highlightOnHover
      withTableBorder
      verticalSpacing="xs"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" miw={190}>
            {t('organization.report.name')}
          </Table.Th>
          {report.columns.map((c) => (
            <Table.Th key={c.key} scope="col" ta="right" miw={96} maw={160}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.rows.length === 0 ? (
          <EmptyTableRow columns={report.columns.length + 1}>{t('organization.report.empty')}</EmptyTableRow>
        ) : (
          report.rows.map((row) => (
            <Table.Tr key={row.key} fw={row.level === 'organization' ? 700 : undefined}>
              <Table.Th scope="row" fw={row.level === 'organization' || row.level === 'school' ? 700 : 500}>
                <Text span inherit pl={INDENT[row.level]}>
                  {row.name}
                </Text>
              </Table.Th>
              {report.columns.map((c) => {
                const value = row.cells[c.key];
                const text = c.kind === 'rate' ? formatDecimal(typeof value === 'number' ? value : null) : formatCount(value);
                return (
                  <Table.Td key={c.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {text}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
