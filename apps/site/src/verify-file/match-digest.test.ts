import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../test/site-pages';
import { snapshot } from '../../test/snapshot';
import { apiLine } from '../api/releases-api';
import { LineDataError } from '../about/line-data';
import { checksumListsOf } from './line-checksums';
import { type ChecksumList, DigestFormatError, matchDigest } from './match-digest';

const list = (version: string): ChecksumList => ({ version, files: snapshot.shasums[version]! });
const linux = 'node-v24.11.1-linux-x64.tar.xz';
const linuxDigest = snapshot.shasums['v24.11.1']![linux]!;

describe('which published file a digest is', () => {
  it('names the file of the release shown, from the real checksum lists', () => {
    expect(linuxDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(matchDigest(linuxDigest, 'v24.11.1', [list('v24.11.1')])).toEqual({ kind: 'match', file: linux, version: 'v24.11.1', digest: linuxDigest });
    // Upper case, as some tools print it.
    expect(matchDigest(linuxDigest.toUpperCase(), 'v24.11.1', [list('v24.11.1')])).toMatchObject({ kind: 'match', file: linux });
  });

  it('names the other release a file belongs to, and prefers the release shown', () => {
    const digest = snapshot.shasums['v22.1.0']!['node-v22.1.0-win-x64.zip']!;
    expect(matchDigest(digest, 'v24.11.1', [list('v24.11.1'), list('v22.1.0')])).toEqual({
      kind: 'otherRelease',
      file: 'node-v22.1.0-win-x64.zip',
      version: 'v22.1.0',
      shown: 'v24.11.1',
      digest,
    });
  });

  it('says no file has it, with the digest, when the lists do not have it', () => {
    const digest = createHash('sha256').update('not a release file').digest('hex');
    expect(matchDigest(digest, 'v24.11.1', [list('v24.11.1'), list('v22.1.0')])).toEqual({ kind: 'none', version: 'v24.11.1', digest });
  });

  it('says the data has no checksums for a release without a list, or listed without digests', () => {
    const digest = createHash('sha256').update('x').digest('hex');
    expect(snapshot.shasums['v0.1.14']).toBeUndefined();
    expect(matchDigest(digest, 'v0.1.14', [])).toEqual({ kind: 'noChecksums', version: 'v0.1.14', digest });
    expect(matchDigest(digest, 'v9.0.0', [{ version: 'v9.0.0', files: { 'node-v9.0.0.pkg': null } }])).toMatchObject({ kind: 'noChecksums' });
  });

  it('refuses what is not a SHA-256 digest', () => {
    expect(() => matchDigest('abc', 'v24.11.1', [])).toThrow(DigestFormatError);
    expect(() => matchDigest('abc', 'v24.11.1', [])).toThrow('"abc" is not a SHA-256 digest (64 hexadecimal digits)');
  });
});

describe('the checksum lists of a line, from its API file', () => {
  const v24 = JSON.parse(JSON.stringify(apiLine(testSite.releases.find((release) => release.line === 'v24')!, testSite))) as {
    releases: { version: string; files: { name: string; sha256: string | null }[] }[];
  };

  it('reads every release of the real v24 file, and finds a file of an older v24 release', () => {
    const lists = checksumListsOf(v24, 'v24');
    expect(lists.map((entry) => entry.version)).toEqual(v24.releases.map((release) => release.version));
    expect(lists.find((entry) => entry.version === 'v24.11.1')?.files[linux]).toBe(linuxDigest);
    expect(matchDigest(linuxDigest, lists[0]!.version, lists)).toMatchObject({ kind: 'otherRelease', file: linux, version: 'v24.11.1' });
  });

  it('refuses a file whose digest is not one', () => {
    const broken = structuredClone(v24);
    broken.releases[2]!.files[1]!.sha256 = 'abc';
    expect(() => checksumListsOf(broken, 'v24')).toThrow(LineDataError);
    expect(() => checksumListsOf(broken, 'v24')).toThrow('its field releases[2].files[1] is missing or not what the API documents');
  });
});
