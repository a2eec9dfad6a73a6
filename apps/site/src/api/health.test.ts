import { describe, expect, it } from 'vitest';
import { responseHeaders } from '../headers';
import { BUILD_ID_PATTERN, buildId, healthFile } from './health';

const site = {
  snapshotDate: '2026-11-16',
  nowDay: '2026-11-22',
  statusesUntil: '2027-04-22',
  ltsRelease: { versionWithPrefix: 'v26.13.0' },
  currentPageRelease: { versionWithPrefix: 'v26.13.0' },
} as Parameters<typeof healthFile>[0];

describe('the health file', () => {
  it('names the build by its UTC time and short commit', () => {
    expect(buildId(new Date('2026-11-22T10:15:00.750Z'), '28a734ce4a0b66a576b9ab414fa0079fdc37b604')).toBe('20261122T101500Z-28a734c');
    expect(buildId(new Date('2026-11-22T10:15:00Z'), 'unknown')).toBe('20261122T101500Z-unknown');
    expect(BUILD_ID_PATTERN.test('20261122T101500Z-28a734c')).toBe(true);
    expect(BUILD_ID_PATTERN.test('2026-11-22-28a734c')).toBe(false);
    expect(() => buildId(new Date('not a day'), 'abc1234')).toThrow('not a valid date');
  });

  it('holds the build, the data\'s date and the next day a line changes phase', () => {
    expect(healthFile(site, { builtAt: new Date('2026-11-22T10:15:00Z'), commit: '28a734ce4a0b66a576b9ab414fa0079fdc37b604', locales: ['en', 'ja'] })).toEqual({
      build: '20261122T101500Z-28a734c',
      commit: '28a734ce4a0b66a576b9ab414fa0079fdc37b604',
      builtAt: '2026-11-22T10:15:00.000Z',
      snapshotDate: '2026-11-16',
      statusesAsOf: '2026-11-22',
      nextPhaseChange: '2027-04-22',
      download: { lts: 'v26.13.0', current: 'v26.13.0' },
      locales: ['en', 'ja'],
    });
  });

  it('is never cached, where other files under a stable name are revalidated', () => {
    expect(responseHeaders('/health.json')['Cache-Control']).toBe('no-store');
    expect(responseHeaders('/robots.txt')['Cache-Control']).toBe('public, max-age=300, must-revalidate');
  });
});
