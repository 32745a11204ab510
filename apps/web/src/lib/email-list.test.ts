import { describe, expect, it } from 'vitest';
import { checkEmailList, editEmailRow, removeEmailRow, withTrailingBlank } from './email-list.ts';

describe('e-mail lists (spec §5)', () => {
  it('accepts addresses and drops empty entries', () => {
    expect(checkEmailList(['a@example.jp', '', ' b@example.jp '])).toEqual({ valid: true, invalid: [], emails: ['a@example.jp', 'b@example.jp'] });
    expect(checkEmailList([''])).toEqual({ valid: true, invalid: [], emails: [] });
  });

  it('marks each non-empty entry that is not an address, and the whole list invalid', () => {
    expect(checkEmailList(['a@example.jp', 'not-mail', '', 'x@'])).toEqual({ valid: false, invalid: [1, 3], emails: ['a@example.jp', 'not-mail', 'x@'] });
  });

  it('shows one blank row to type in after the saved addresses', () => {
    expect(withTrailingBlank([])).toEqual(['']);
    expect(withTrailingBlank(['a@example.jp'])).toEqual(['a@example.jp', '']);
    expect(withTrailingBlank(['a@example.jp', ''])).toEqual(['a@example.jp', '']);
  });

  it('appends a blank row when typing in the last row only', () => {
    expect(editEmailRow([''], 0, 'a')).toEqual(['a', '']);
    expect(editEmailRow(['a', ''], 0, 'ab')).toEqual(['ab', '']);
    expect(editEmailRow(['a', ''], 1, '')).toEqual(['a', '']);
  });

  it('deletes any row except the last one', () => {
    expect(removeEmailRow(['a', 'b', ''], 0)).toEqual(['b', '']);
    expect(removeEmailRow(['a', 'b', ''], 2)).toEqual(['a', 'b', '']);
  });
});
