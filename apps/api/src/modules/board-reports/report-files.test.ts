import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import type { BoardReport } from '@sukoyaka/contracts/local-government';
import { describe, expect, it } from 'vitest';
import { convertWithLibreOffice } from '../../../../../scripts/test/libreoffice.ts';
import { boardReportExcel, boardReportPdf } from './report-files.ts';

/** A city-sized report: a count over 1,000, rates with 2 and 0 decimals, a hidden count and an empty rate. */
const REPORT: BoardReport = {
  type: 'dashboard_by_month',
  title: '月別利用状況',
  year: 2026,
  month: null,
  from: '2026-04-01',
  to: '2027-03-31',
  suppression: true,
  columns: [
    { key: 'enrolled', label: '在籍数', kind: 'number' },
    { key: 'checkIns', label: 'チェックイン数（延べ）', kind: 'count' },
    { key: 'checkInRate', label: 'チェックイン率（%）', kind: 'rate' },
  ],
  rows: [
    { key: 'o', parentKey: null, level: 'organization', id: null, name: '港北市教育委員会', cells: { enrolled: 262144, checkIns: 31245, checkInRate: 87.53 } },
    { key: 's1', parentKey: 'o', level: 'school', id: 1, name: 'みなみ小学校', cells: { enrolled: 412, checkIns: 1200, checkInRate: 100 } },
    { key: 's2', parentKey: 'o', level: 'school', id: 2, name: 'きた中学校', cells: { enrolled: 3, checkIns: '<5', checkInRate: null } },
  ],
  chart: { key: 'checkIns', label: 'チェックイン数', bars: [{ label: '4月', value: 31245 }] },
};

describe('board report files write figures as the screen does (issue 28 item 10)', () => {
  it('Excel: the cells stay numbers, formatted #,##0 and 0.0, so LibreOffice shows 31,245 and 87.5', async () => {
    const file = boardReportExcel(REPORT, new Date('2026-11-27T00:00:00Z'));
    const bytes = await buffer(file.body as Readable);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const total = sheet.getRow(7);
    expect(total.getCell(3).value).toBe(262144);
    expect(total.getCell(3).numFmt).toBe('#,##0');
    expect(total.getCell(5).value).toBe(87.53);
    expect(total.getCell(5).numFmt).toBe('0.0');
    expect(sheet.getRow(9).getCell(5).value).toBe('—');

    const dir = mkdtempSync(path.join(os.tmpdir(), 'board-figures-'));
    const xlsx = path.join(dir, 'report.xlsx');
    writeFileSync(xlsx, bytes);
    const csv = readFileSync(await convertWithLibreOffice(xlsx, 'csv', dir), 'utf8');
    expect(csv).toContain('"262,144","31,245",87.5');
    expect(csv).toContain('412,"1,200",100.0');
  }, 120_000);

  it('PDF: the same text, 31,245 and one decimal, never 87.53', async () => {
    const { body } = await boardReportPdf(REPORT, new Date('2026-11-27T00:00:00Z'));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'board-figures-'));
    const pdf = path.join(dir, 'report.pdf');
    writeFileSync(pdf, body);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/262,144\s+31,245\s+87\.5\n/);
    expect(text).toMatch(/412\s+1,200\s+100\.0\n/);
    expect(text).toMatch(/<5\s+—/);
    expect(text).not.toContain('87.53');
  });
});
