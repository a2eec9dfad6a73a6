import { expect, test } from 'vitest';
import { advisories, distIndex, schedule } from './data';
import { buildReleases } from './releases';
import { vulnerabilitiesByLine } from './vulnerabilities';

const now = new Date('2026-11-22T12:00:00Z');

test('buildReleases over the snapshot (872 releases, 36 lines)', async ({ bench }) => {
  const result = await bench('buildReleases', () => {
    buildReleases({ index: distIndex, schedule, now });
  }).run();
  // A site build calls this once per build; a pre-render step may call it per page. Budget: 15 ms
  // on a shared two-core machine (about 3 ms measured).
  expect(result.latency.mean).toBeLessThan(15);
});

test('vulnerabilitiesByLine over the snapshot (194 advisories, 36 lines)', async ({ bench }) => {
  const releases = buildReleases({ index: distIndex, schedule, now });
  const result = await bench('vulnerabilitiesByLine', () => {
    vulnerabilitiesByLine(advisories, releases);
  }).run();
  // Budget: 25 ms for the whole end-of-life table (about 5 to 9 ms measured).
  expect(result.latency.mean).toBeLessThan(25);
});
