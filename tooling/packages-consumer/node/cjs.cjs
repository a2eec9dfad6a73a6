// CommonJS consumer of release-core, release-shasums and detect, as installed from their tarballs.
const assert = require('node:assert/strict');
const { buildReleases, downloadUrl, latestLtsRelease } = require('@node-downloads/release-core');
const { distIndex, schedule } = require('@node-downloads/release-core/data');
const { FetchError, main } = require('@node-downloads/release-core/node');
const { shasums } = require('@node-downloads/release-shasums');
const { detectOS } = require('@node-downloads/detect');

const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T00:00:00Z') });
assert.equal(latestLtsRelease(releases)?.line, 'v26');
assert.equal(Object.keys(shasums).length, 642);
assert.equal(Object.isFrozen(shasums['v22.1.0']), true);
assert.equal(downloadUrl({ version: 'v24.11.1', os: 'MAC', platform: 'arm64', kind: 'installer', index: distIndex }), 'https://nodejs.org/dist/v24.11.1/node-v24.11.1.pkg');
assert.equal(detectOS('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'), 'MAC');
assert.equal(typeof FetchError, 'function');
assert.equal(typeof main, 'function');
console.log('cjs: ok');
