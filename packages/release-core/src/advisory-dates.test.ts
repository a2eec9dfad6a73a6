import { describe, expect, it } from 'vitest';
import { advisoryDate, advisoryDates } from './advisory-dates';
import { advisories, distIndex, schedule } from './data';
import { buildReleases } from './releases';

const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T00:00:00Z') });

describe('advisoryDate', () => {
  it('is the day of the first release that fixes the advisory', () => {
    // NSWG-COR-1 was fixed in the July 2017 security releases; v6.11.1 came out first.
    expect(advisoryDate({ patched: '^8.1.4 || ^7.10.1 || ^4.8.4 || ^6.11.1' }, releases)).toBe(
      distIndex.find((entry) => entry.version === 'v6.11.1')?.date,
    );
    expect(advisoryDate({ patched: '^22.23.2 || ^24.18.1 || ^26.5.1' }, releases)).toBe('2026-07-29');
  });

  it('agrees within a day with the publish dates some old records carry', () => {
    // NSWG-COR-55 to 62 carry publish_date in the source data; the schema does not keep it.
    const published: Record<string, string> = { '55': '2018-11-27', '60': '2019-02-28', '62': '2019-08-15' };
    for (const [id, day] of Object.entries(published)) {
      const record = advisories.find((advisory) => advisory.id === id)!;
      const days = Math.abs(Date.parse(advisoryDate(record, releases)!) - Date.parse(day)) / 86_400_000;
      expect(days, id).toBeLessThanOrEqual(1);
    }
  });

  it('dates every advisory of the snapshot', () => {
    const dates = advisoryDates(advisories, releases);
    expect(dates).toHaveLength(advisories.length);
    expect(dates.filter((date) => date === undefined)).toEqual([]);
  });

  it('is undefined without a patched range, for an invalid one, or when no release satisfies it', () => {
    expect(advisoryDate({}, releases)).toBeUndefined();
    expect(advisoryDate({ patched: ' ' }, releases)).toBeUndefined();
    expect(advisoryDate({ patched: 'not a range ~~' }, releases)).toBeUndefined();
    expect(advisoryDate({ patched: '>=99.0.0' }, releases)).toBeUndefined();
  });
});
