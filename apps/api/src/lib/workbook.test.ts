import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelExport, excelFileName, excelForm, streamWorkbook } from './workbook.ts';

/** The first sheet of .xlsx bytes, read back with exceljs. */
async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0]!;
}

const OUTPUT_AT = new Date('2026-11-20T23:05:00Z'); // 2026-11-21 08:05 in Japan

describe('the one Excel writer (lib/workbook.ts, decision 047)', () => {
  it('an export: the spec §9 header block, the column row frozen under it, widths, rows in order, formulas neutralised', async () => {
    const batches = (async function* () {
      yield [['1年 1組', '1番 あおい', 3, '=HYPERLINK("http://x.example")']];
      yield [['1年 1組', '2番 はると', null, '-']];
    })();
    const file = excelExport(
      { title: '登録状況', outputAt: OUTPUT_AT, fiscalYear: 2026, period: { from: '2026-04-01', toInclusive: '2026-11-21' } },
      [
        { header: '学年・組', width: 24 },
        { header: '出席番号・氏名', width: 18 },
        { header: '入力日数', width: 10 },
        { header: 'メモ', width: 30 },
      ],
      batches,
    );
    expect(file.fileName).toBe('登録状況_261121_0805.xlsx');
    const sheet = await sheetOf(await buffer(file.body));
    expect(sheet.name).toBe('登録状況');
    expect(sheet.getRow(1).getCell(1).value).toBe('登録状況');
    expect(sheet.getRow(2).values).toEqual([undefined, '出力日時', '2026/11/21 08:05']);
    expect(sheet.getRow(3).values).toEqual([undefined, '年度', '2026年度']);
    expect(sheet.getRow(4).values).toEqual([undefined, '期間', '2026/04/01〜2026/11/21']);
    expect(sheet.getRow(6).values).toEqual([undefined, '学年・組', '出席番号・氏名', '入力日数', 'メモ']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 6 });
    expect([1, 2, 3].map((c) => sheet.getColumn(c).width)).toEqual([24, 18, 10]);
    expect(sheet.getRow(7).values).toEqual([undefined, '1年 1組', '1番 あおい', 3, `'=HYPERLINK("http://x.example")`]);
    // An empty figure's lone "-" is no formula and stays as it is.
    expect(sheet.getRow(8).values).toEqual([undefined, '1年 1組', '2番 はると', undefined, '-']);
  });

  it('a form: title, instructions, the header in row 3, text and date columns, drop-downs for the rows to fill in, an error column in red', async () => {
    const file = excelForm(
      '名簿_テンプレート.xlsx',
      { title: '名簿', instructions: '3行目の見出しは変更しないでください。', fillRows: 10 },
      [
        { header: '氏名', width: 20, numFmt: '@' },
        { header: '種類', width: 12, choices: ['授業日', '臨時休業'] },
        { header: '開始日', width: 14, numFmt: 'yyyy/mm/dd' },
        { header: 'エラー', width: 60, red: true },
      ],
      [['0012', '授業日', null, '開始日の日付が正しくありません']],
    );
    const sheet = await sheetOf(await buffer(file.body));
    expect(sheet.getRow(2).getCell(1).value).toBe('3行目の見出しは変更しないでください。');
    expect(sheet.getRow(3).values).toEqual([undefined, '氏名', '種類', '開始日', 'エラー']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(sheet.getCell('A4').value).toBe('0012');
    expect(sheet.getCell('A4').numFmt).toBe('@');
    expect(sheet.getColumn(3).numFmt).toBe('yyyy/mm/dd');
    expect(sheet.getCell('D4').font?.color?.argb).toBe('FFC00000');
    for (const cell of ['B4', 'B13']) expect(sheet.getCell(cell).dataValidation).toMatchObject({ type: 'list', formulae: ['"授業日,臨時休業"'] });
    expect(sheet.getCell('B14').dataValidation).toBeUndefined();
  });

  it('a failure while rows are read breaks the download instead of ending it like a whole file', async () => {
    const failing = (async function* () {
      yield [['ok']];
      throw new Error('the database went away');
    })();
    const stream = streamWorkbook(
      { title: '回答一覧', outputAt: OUTPUT_AT, fiscalYear: 2026, period: { from: '2026-04-01', toInclusive: '2026-04-30' } },
      [{ header: '回答', width: 10 }],
      failing,
    );
    await expect(buffer(stream)).rejects.toThrow('the database went away');
  });

  it('file names: the title plus YYMMDD_hhmm in Japan time, with what a file system refuses replaced', () => {
    expect(excelFileName('1年/2組:回答', OUTPUT_AT)).toBe('1年_2組_回答_261121_0805.xlsx');
  });
});
