import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './api-download.ts';

describe('fileNameFromDisposition (spec §9 Excel file name: title plus YYMMDD_hhmm)', () => {
  it('reads the UTF-8 name the API sends for Japanese titles', () => {
    const header = `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent('心と身体の不調状況_261121_0805.xlsx')}`;
    expect(fileNameFromDisposition(header, 'download.xlsx')).toBe('心と身体の不調状況_261121_0805.xlsx');
  });

  it('falls back to the plain name, then to the given name', () => {
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"', 'x.xlsx')).toBe('report.xlsx');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.xlsx"`, 'x.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFromDisposition('attachment', 'x.xlsx')).toBe('x.xlsx');
  });
});
