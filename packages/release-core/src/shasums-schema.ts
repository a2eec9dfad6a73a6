/**
 * The schema of the published checksums (`shasums.json` of `@node-downloads/release-shasums`):
 * SHA-256 digests by version and file name.
 */
import { expectString } from './arguments';
import { describeValue, fail, isPlainObject } from './schema-errors';
import { isPrefixedVersion } from './schemas';
import type { Shasums } from './types';

const SHA256_HEX = /^[0-9a-f]{64}$/;
/** A published file: a plain name, or one level of folder (`win-x64/node.exe`, `x64/node.msi`). */
const PUBLISHED_FILE_NAME = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Validates published checksums: an object keyed by `v`-prefixed version, each an object of file
 * name (a plain name or one folder deep, like `win-x64/node.exe`) → SHA-256 as 64 lowercase hex
 * digits. Errors name the version as the record and the file name as the field.
 * @example
 * parseShasums({ 'v22.1.0': { 'node-v22.1.0.tar.gz': 'a'.repeat(64) } })
 * // → { 'v22.1.0': { 'node-v22.1.0.tar.gz': 'aaaa…' } }
 */
export function parseShasums(json: unknown, file = 'shasums.json'): Shasums {
  expectString('parseShasums', 'file', file);
  if (!isPlainObject(json)) {
    fail(file, 'document', '(root)', `must be an object keyed by version (got ${describeValue(json)})`);
  }
  const shasums: Record<string, Record<string, string>> = {};
  for (const [version, files] of Object.entries(json)) {
    if (!isPrefixedVersion(version)) {
      fail(file, version, '(key)', 'must be a semver version with a leading v, like v22.1.0');
    }
    if (!isPlainObject(files)) {
      fail(file, version, '(record)', `must be an object of file name to SHA-256 (got ${describeValue(files)})`);
    }
    const digests: Record<string, string> = {};
    for (const [name, digest] of Object.entries(files)) {
      if (!PUBLISHED_FILE_NAME.test(name)) {
        fail(file, version, name, 'is not a plain file name (at most one folder, no ..)');
      }
      if (typeof digest !== 'string' || !SHA256_HEX.test(digest)) {
        fail(file, version, name, `must be a SHA-256 digest of 64 lowercase hex digits (got ${describeValue(digest)})`);
      }
      digests[name] = digest;
    }
    shasums[version] = digests;
  }
  return shasums;
}
