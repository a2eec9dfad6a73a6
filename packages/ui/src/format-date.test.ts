import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows numeric year, short month and two-digit day in the locale', () => {
    expect(formatDate('2026-10-28', 'en-US')).toBe('Oct 28, 2026');
    expect(formatDate('2024-04-05', 'en-US')).toBe('Apr 05, 2024');
    expect(formatDate('2026-10-28', 'de-DE')).toBe('28. Okt. 2026');
  });

  it('shows the same calendar day whatever the time zone of the runtime', () => {
    // Read in UTC: midnight of the day never slips to the previous day.
    expect(formatDate('2023-04-18', 'en-GB')).toBe('18 Apr 2023');
  });

  it('returns text it cannot read as a date unchanged', () => {
    expect(formatDate('not a date', 'en-US')).toBe('not a date');
  });
});
