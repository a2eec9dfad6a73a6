/**
 * Which published file a SHA-256 digest is: looked up in the checksum lists a page has (the
 * archive page's own table, the download page's line file), the release the page shows first.
 */

/** One release's published checksums: file name → hex digest (`null`: listed without a digest). */
export type ChecksumList = { version: string; files: Readonly<Record<string, string | null>> };

/**
 * What a digest is, as the page tells it:
 * - `match`: a file of the release shown;
 * - `otherRelease`: a file of another release the page knows (`shown` is the release shown);
 * - `none`: no file of the lists has it;
 * - `noChecksums`: the data has no digest for the release shown, and no other list has it either.
 */
export type DigestVerdict =
  | { kind: 'match'; file: string; version: string; digest: string }
  | { kind: 'otherRelease'; file: string; version: string; shown: string; digest: string }
  | { kind: 'none'; version: string; digest: string }
  | { kind: 'noChecksums'; version: string; digest: string };

const SHA256 = /^[0-9a-f]{64}$/;

/** A digest that is not 64 hexadecimal digits: a caller's mistake, named. */
export class DigestFormatError extends TypeError {
  override name = 'DigestFormatError';
  constructor(readonly digest: string) {
    super(`${JSON.stringify(digest)} is not a SHA-256 digest (64 hexadecimal digits)`);
  }
}

function fileWith(list: ChecksumList | undefined, digest: string): string | undefined {
  if (!list) {
    return undefined;
  }
  return Object.keys(list.files).find((file) => list.files[file]?.toLowerCase() === digest);
}

/**
 * The verdict on `digest` for the release `shown`: the file of `shown` it is, else the file of
 * another of `lists` (newest first as given), else none, or no checksums when the data has no
 * digest for `shown`.
 * @throws DigestFormatError when `digest` is not 64 hexadecimal digits.
 */
export function matchDigest(digest: string, shown: string, lists: readonly ChecksumList[]): DigestVerdict {
  const normal = digest.toLowerCase();
  if (!SHA256.test(normal)) {
    throw new DigestFormatError(digest);
  }
  const own = lists.find((list) => list.version === shown);
  const file = fileWith(own, normal);
  if (file) {
    return { kind: 'match', file, version: shown, digest: normal };
  }
  for (const list of lists) {
    const other = list.version === shown ? undefined : fileWith(list, normal);
    if (other) {
      return { kind: 'otherRelease', file: other, version: list.version, shown, digest: normal };
    }
  }
  const hasDigests = own !== undefined && Object.values(own.files).some((value) => value !== null);
  return { kind: hasDigests ? 'none' : 'noChecksums', version: shown, digest: normal };
}
