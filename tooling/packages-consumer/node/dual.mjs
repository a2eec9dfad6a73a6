// The dual package hazard, as an npm user meets it: one program that both imports and requires
// release-core gets two builds of it, and an error of one is still an instance of the other's
// classes (`instanceof ReleaseCoreError` works whichever way the error came).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import * as esm from '@node-downloads/release-core';
import { distIndex } from '@node-downloads/release-core/data/dist-index';
import { schedule } from '@node-downloads/release-core/data/schedule';

const require = createRequire(import.meta.url);
const cjs = require('@node-downloads/release-core');
const cjsNode = require('@node-downloads/release-core/node');
const esmNode = await import('@node-downloads/release-core/node');

const thrown = (call) => {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

const fromRequire = thrown(() => cjs.parseVersion('banana'));
assert.equal(fromRequire instanceof esm.ReleaseCoreError, true);
assert.equal(fromRequire instanceof esm.VersionError, true);
assert.equal(fromRequire instanceof esm.NoSuchFileError, false);
const fromImport = thrown(() => esm.resolveVersion('v26.14.0', { index: distIndex, schedule, now: new Date('2026-11-22') }));
assert.equal(fromImport.code, 'NEWER_THAN_DATA');
assert.equal(fromImport instanceof cjs.UnlistedReleaseError, true);
assert.equal(fromImport instanceof cjs.ReleaseCoreError, true);
assert.equal(new cjsNode.FetchError({ code: 'TIMEOUT', url: 'u', message: 'm' }) instanceof esmNode.FetchError, true);
// lts/* from the schedule entry, without the advisories.
assert.equal(esm.resolveVersion('lts/*', { index: distIndex, schedule, now: new Date('2026-11-22') }).minor.versionWithPrefix, 'v26.13.0');
console.log('dual: ok');
