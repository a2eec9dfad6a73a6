/**
 * What a data refresh writes about itself beside the data: `dist-index.sources.json`, the record
 * of what it fetched (each URL, the SHA-256 of the response, the time), and `PROVENANCE.md`, the
 * same for a reader. The build reads the record's time to say how old the snapshot is.
 */

/** The two files that say where the data came from. */
export const PROVENANCE_FILES = { sources: 'dist-index.sources.json', provenance: 'PROVENANCE.md' } as const;

type Source = { url: string; sha256: string };

/** The record a refresh writes to `dist-index.sources.json`. */
export type RefreshRecord = {
  /** When the sources were fetched (ISO 8601). */
  refreshed: string;
  index: Source & { releases: number; newest: string };
  schedule: Source & { lines: number };
  advisories: Source & { advisories: number };
  /** The URL template of the lists, how many releases have one, and the versions fetched this time. */
  shasums: { url: string; releases: number; fetched: string[] };
};

/** `PROVENANCE.md` for a refresh. */
export function provenanceText(record: RefreshRecord): string {
  const fetched =
    record.shasums.fetched.length === 0
      ? 'none this time'
      : `${record.shasums.fetched.length} this time (${record.shasums.fetched.join(', ')})`;
  return `# Provenance: Node.js release data snapshot

Refreshed on ${record.refreshed} by the data refresh (\`pnpm data:refresh\`), which fetched each
file below, validated it with release-core and wrote it from the source's own text: no field is
left out and none is invented. \`dist-index.sources.json\` holds the same record as data.

| file | fetched from | SHA-256 of the response | contents |
| --- | --- | --- | --- |
| \`dist-index.json\` | ${record.index.url} | \`${record.index.sha256}\` | ${record.index.releases} releases, newest ${record.index.newest} |
| \`schedule.json\` | ${record.schedule.url} | \`${record.schedule.sha256}\` | ${record.schedule.lines} release lines |
| \`vulnerabilities.json\` | ${record.advisories.url} | \`${record.advisories.sha256}\` | ${record.advisories.advisories} advisories |
| \`shasums.json\` | ${record.shasums.url} | one list per release | lists of ${record.shasums.releases} releases; fetched ${fetched} |

The index is written one release a line in the upstream key order; the advisories, an object keyed
by id at the source, as an array of records with their \`id\` first. A checksum list is fetched for
every release of the index that has none, from the oldest release that has one on; lists already
in the snapshot are kept as they were (see this folder's history for where they came from).
`;
}

/** The time of the last refresh from a `dist-index.sources.json` text, when it records one. */
export function refreshedAt(sourcesText: string): Date | undefined {
  let json: unknown;
  try {
    json = JSON.parse(sourcesText);
  } catch {
    return undefined;
  }
  const value = typeof json === 'object' && json !== null ? (json as { refreshed?: unknown }).refreshed : undefined;
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date !== undefined && !Number.isNaN(date.getTime()) ? date : undefined;
}
