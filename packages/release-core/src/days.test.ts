import { describe, expect, it } from 'vitest';
import { ReleaseCoreError } from './errors';
import { isIsoDay, isoDayNumber, utcDayNumber } from './days';

describe('isoDayNumber', () => {
  it('counts days since 1970-01-01 for real days written YYYY-MM-DD', () => {
    expect(isoDayNumber('1970-01-01')).toBe(0);
    expect(isoDayNumber('2026-11-22')).toBe(utcDayNumber(new Date('2026-11-22T00:00:00Z')));
    expect(isoDayNumber('2024-02-29')).toBe(isoDayNumber('2024-03-01')! - 1);
  });

  it('refuses days that do not exist and other spellings', () => {
    for (const text of ['2023-02-29', '2026-13-01', '2026-04-31', '2026-00-10', '2026-1-2', '20261122', '2026-11-22T00:00:00Z', ' 2026-11-22']) {
      expect(isoDayNumber(text), text).toBeUndefined();
      expect(isIsoDay(text), text).toBe(false);
    }
  });
});

describe('utcDayNumber', () => {
  it('uses the UTC day, whatever the offset the moment was written with', () => {
    expect(utcDayNumber(new Date('2026-10-20T01:00:00+02:00'))).toBe(isoDayNumber('2026-10-19'));
    expect(utcDayNumber(new Date('2026-10-19T23:59:59.999Z'))).toBe(isoDayNumber('2026-10-19'));
    expect(utcDayNumber(new Date('1969-12-31T23:00:00Z'))).toBe(-1);
  });

  it('refuses an invalid Date with a typed error', () => {
    expect(() => utcDayNumber(new Date('soon'))).toThrow(ReleaseCoreError);
    expect(() => utcDayNumber(new Date('soon'))).toThrow('now must be a valid Date');
  });
});
