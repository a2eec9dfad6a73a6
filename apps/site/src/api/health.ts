/**
 * The health file, `/health.json`: which build answers (its id, commit and time), the data it was
 * built from and until when its statuses hold. A check after a deploy or a rollback reads it to
 * know the build it expects is the one served; it is served uncached (`src/headers.ts`).
 */
import type { Site } from '../site-data';

/** Where the health file is served. */
export const HEALTH_PATH = '/health.json';

/** What `/health.json` holds. */
export type Health = {
  /** The build's id: its UTC time and short commit, `20261122T101500Z-28a734c` (see {@link buildId}). */
  build: string;
  /** The full commit the site was built from, or `unknown` outside a git checkout. */
  commit: string;
  /** When the build ran (ISO timestamp, UTC). */
  builtAt: string;
  /** Day the release data snapshot was taken (`YYYY-MM-DD`). */
  snapshotDate: string;
  /** Day the statuses were computed at (`YYYY-MM-DD`). */
  statusesAsOf: string;
  /** The next day a line changes phase by the schedule: the statuses hold until then; null when the schedule names none. */
  nextPhaseChange: string | null;
  /** The newest stable release `/download` offers (the newest LTS line's), and `/download/current`'s. */
  download: { lts: string; current: string };
  /** The locales built. */
  locales: readonly string[];
};

/** The commit a build id names when the site is not built from a git checkout. */
export const UNKNOWN_COMMIT = 'unknown';

/**
 * A build's id: its UTC time to the second and the commit's first seven characters, so ids sort by
 * time and name their source.
 * @example
 * buildId(new Date('2026-11-22T10:15:00Z'), '28a734c0f1…') // → '20261122T101500Z-28a734c'
 */
export function buildId(time: Date, commit: string): string {
  if (Number.isNaN(time.getTime())) {
    throw new Error('buildId: the build time is not a valid date');
  }
  const stamp = time.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  const short = /^[0-9a-f]{7,40}$/.test(commit) ? commit.slice(0, 7) : UNKNOWN_COMMIT;
  return `${stamp}-${short}`;
}

/** The pattern every build id matches. */
export const BUILD_ID_PATTERN = /^\d{8}T\d{6}Z-(?:[0-9a-f]{7}|unknown)$/;

/** The health file of a build of `site` made at `builtAt` from `commit`. */
export function healthFile(site: Pick<Site, 'snapshotDate' | 'nowDay' | 'statusesUntil' | 'ltsRelease' | 'currentPageRelease'>, build: { builtAt: Date; commit: string; locales: readonly string[] }): Health {
  return {
    build: buildId(build.builtAt, build.commit),
    commit: /^[0-9a-f]{7,40}$/.test(build.commit) ? build.commit : UNKNOWN_COMMIT,
    builtAt: build.builtAt.toISOString(),
    snapshotDate: site.snapshotDate,
    statusesAsOf: site.nowDay,
    nextPhaseChange: site.statusesUntil ?? null,
    download: { lts: site.ltsRelease.versionWithPrefix, current: site.currentPageRelease.versionWithPrefix },
    locales: [...build.locales],
  };
}
