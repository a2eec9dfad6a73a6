import { expect, test } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { releaseArtifacts } from './artifacts';
import { shasums } from './data-shasums';
import { resolveSelection } from './resolver';

const detected = resolveSelection({ releases: NOV_2026, selection: { version: 'v24.22.0' }, event: { type: 'detect', os: 'WIN', platform: 'arm64' } });

test('resolveSelection: full resolution of all four dropdowns', async ({ bench }) => {
  const result = await bench('detect on Windows ARM64', () => {
    resolveSelection({ releases: NOV_2026, selection: { version: 'v24.22.0' }, event: { type: 'detect', os: 'WIN', platform: 'arm64' } });
  }).run();
  // Goal: 20 µs median. The budget leaves room for a busy shared machine.
  expect(result.latency.p50).toBeLessThan(0.1);
});

test('resolveSelection: a version change that repairs the platform', async ({ bench }) => {
  const result = await bench('v24 → v18 on Windows ARM64', () => {
    resolveSelection({ releases: NOV_2026, selection: detected.selection, event: { type: 'setVersion', version: 'v18.20.8' } });
  }).run();
  expect(result.latency.p50).toBeLessThan(0.1);
});

test('releaseArtifacts of every release', async ({ bench }) => {
  const minors = NOV_2026.flatMap((release) => release.minorVersions);
  const result = await bench(`${minors.length} releases`, () => {
    for (const minor of minors) {
      releaseArtifacts(minor, { shasums });
    }
  }).run();
  expect(result.latency.mean).toBeLessThan(500);
});
