// Node ESM consumer of release-core, release-shasums and detect, as installed from their tarballs.
import assert from 'node:assert/strict';
import { buildReleases, downloadUrl, isVulnerable, latestLtsRelease, releaseArtifacts, resolveSelection } from '@node-downloads/release-core';
import { distIndex, SNAPSHOT_DATE, schedule, snapshot } from '@node-downloads/release-core/data';
import { fetchReleaseData, loadReleaseData, main } from '@node-downloads/release-core/node';
import { shasums } from '@node-downloads/release-shasums';
import { detectOS, platformFor } from '@node-downloads/detect';

const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T00:00:00Z') });
const lts = latestLtsRelease(releases);
assert.equal(lts?.line, 'v26');
assert.equal(SNAPSHOT_DATE, '2026-11-16');
assert.equal(distIndex.length, 872);
assert.equal('shasums' in snapshot, false);
assert.equal(Object.keys(shasums).length, 642);
assert.equal(
  downloadUrl({ version: 'v22.1.0', os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex }),
  'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz',
);
const minor = releases.find((release) => release.line === 'v22')?.minorVersions.find((entry) => entry.versionWithPrefix === 'v22.1.0');
const msi = releaseArtifacts(minor, { shasums }).find((file) => file.fileName === 'node-v22.1.0-x64.msi');
assert.match(msi?.sha256 ?? '', /^[0-9a-f]{64}$/);
const page = resolveSelection({ releases, selection: { version: lts.versionWithPrefix }, event: { type: 'detect', os: 'WIN', platform: 'arm64' } });
assert.equal(page.state, 'ready');
assert.equal(detectOS('Mozilla/5.0 (X11; Linux x86_64)'), 'LINUX');
// The /node entry: the live fetch and the command line's program, run without a process.
assert.equal(typeof fetchReleaseData, 'function');
// Without a fetch function: the embedded snapshot, saying so.
const loaded = await loadReleaseData({ now: new Date('2026-11-22T00:00:00Z') });
assert.equal(loaded.source, 'snapshot');
assert.equal(loaded.asOf, '2026-11-16');
assert.equal(isVulnerable('v20.11.0', { data: loaded.data, os: 'WIN', now: new Date('2026-11-22T00:00:00Z') }), true);
let printed = '';
assert.equal(await main(['url', '22.1.0', '--os', 'linux', '--platform', 'x64'], { stdout: (text) => (printed += text), stderr: () => undefined }, { shasums }), 0);
assert.equal(printed, 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz\n');
assert.equal(platformFor({ os: 'WIN', architecture: 'arm', bitness: 64 }), 'arm64');
console.log(`esm: ${lts.versionWithPrefix}, ${msi.fileName}`);
