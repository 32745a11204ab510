import { describe, expect, it } from 'vitest';
import { formatBoardCell, formatBoardCount, formatBoardRate } from './board-figures.ts';

describe('board figures (issue 28 item 10)', () => {
  it('counts get thousands separators; "<5" and "*" stay; nothing is a dash', () => {
    expect(formatBoardCount(31245)).toBe('31,245');
    expect(formatBoardCount(0)).toBe('0');
    expect(formatBoardCount('<5')).toBe('<5');
    expect(formatBoardCount('*')).toBe('*');
    expect(formatBoardCount(null)).toBe('—');
  });

  it('rates have exactly one decimal throughout a table', () => {
    expect(['87.53', '100', '0', '66.666', '1234.56'].map((v) => formatBoardRate(Number(v)))).toEqual(['87.5', '100.0', '0.0', '66.7', '1,234.6']);
    expect(formatBoardRate(null)).toBe('—');
  });

  it('a cell is written by its column kind', () => {
    expect(formatBoardCell('rate', 50)).toBe('50.0');
    expect(formatBoardCell('number', 1200)).toBe('1,200');
    expect(formatBoardCell('rate', '<5')).toBe('<5');
  });
});
