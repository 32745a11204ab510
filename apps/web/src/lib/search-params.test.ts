import { describe, expect, it } from 'vitest';
import { dateKeyParam, enumParam, positiveIntParam, withParams } from './search-params.ts';

describe('search params', () => {
  const params = new URLSearchParams('gradeId=3&page=0&view=week&date=2026-11-20&bad=x');

  it('reads positive integers only', () => {
    expect(positiveIntParam(params, 'gradeId')).toBe(3);
    expect(positiveIntParam(params, 'page')).toBeUndefined();
    expect(positiveIntParam(params, 'bad')).toBeUndefined();
    expect(positiveIntParam(params, 'missing')).toBeUndefined();
  });

  it('reads enums with a fallback', () => {
    expect(enumParam(params, 'view', ['day', 'week'] as const, 'day')).toBe('week');
    expect(enumParam(params, 'bad', ['day', 'week'] as const, 'day')).toBe('day');
  });

  it('reads date keys not after the latest allowed', () => {
    expect(dateKeyParam(params, 'date', '2026-11-21', 'today')).toBe('2026-11-20');
    expect(dateKeyParam(params, 'date', '2026-11-19', 'today')).toBe('today');
    expect(dateKeyParam(params, 'bad', '2026-11-21', 'today')).toBe('today');
  });

  it('applies changes, drops empty values and resets the page on a filter change', () => {
    const next = withParams(new URLSearchParams('page=3&status=all&gradeId=2'), { status: 'resolved', gradeId: '' });
    expect(next.toString()).toBe('status=resolved');
    expect(withParams(new URLSearchParams('page=3&status=all'), { page: 4 }).toString()).toBe('page=4&status=all');
  });
});
