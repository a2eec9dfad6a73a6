/**
 * What a build measured of itself up to the end of its pages (data, bundles and every page
 * rendered and written; not the precompression after them), written by `build-site.ts` to the file
 * named by SITE_BUILD_TIMING, and read by the scaling bench (`bench/build-scaling-bench.ts`). The bench's own builds
 * report through it, and so can CI's one build of the committed snapshot, which the bench then
 * takes as its 1× row instead of building the same snapshot again.
 */
import fs from 'node:fs';
import path from 'node:path';

export type BuildTiming = {
  /** The data folder built from, absolute. */
  dataDir: string;
  /** The day release statuses were computed at (SITE_NOW), YYYY-MM-DD. */
  now: string;
  /** The locales built. */
  locales: string[];
  /** Releases in the data's dist index. */
  releases: number;
  /** Pages rendered. */
  pages: number;
  /** Wall time from the start of the build to its last page written. */
  seconds: number;
  /** CPU time of the build process (every thread, user and system) over the same span. */
  cpuSeconds: number;
  /** Wall time of the page-rendering phase alone. */
  pagesSeconds: number;
  /** Bytes of the output before precompression. */
  bytes: number;
};

/** A timing file that cannot be read, or does not describe the build asked for. */
export class BuildTimingError extends Error {
  override name = 'BuildTimingError';
}

/** The timing of the process so far, from `started` (a `performance.now()` time) to now. */
export function cpuAndWallSince(started: number): { seconds: number; cpuSeconds: number } {
  const { user, system } = process.cpuUsage();
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: (user + system) / 1e6 };
}

/** Writes the timing to `file` whole: into a sibling first, then renamed over it. */
export function writeBuildTiming(file: string, timing: BuildTiming): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify(timing, null, 2)}\n`);
  fs.renameSync(partial, file);
}

const NUMBERS = ['releases', 'pages', 'seconds', 'cpuSeconds', 'pagesSeconds', 'bytes'] as const;

/** Reads and checks a timing file; throws BuildTimingError naming the file and what is wrong. */
export function readBuildTiming(file: string): BuildTiming {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new BuildTimingError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BuildTimingError(`${file}: is not valid JSON`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new BuildTimingError(`${file}: must be a JSON object`);
  }
  const record = json as Record<string, unknown>;
  for (const field of ['dataDir', 'now'] as const) {
    if (typeof record[field] !== 'string' || record[field] === '') {
      throw new BuildTimingError(`${file}: ${field}: must be a non-empty string (got ${JSON.stringify(record[field])})`);
    }
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(record['now'] as string)) {
    throw new BuildTimingError(`${file}: now: must be a day like 2026-11-22 (got ${JSON.stringify(record['now'])})`);
  }
  const locales = record['locales'];
  if (!Array.isArray(locales) || locales.length === 0 || !locales.every((locale) => typeof locale === 'string')) {
    throw new BuildTimingError(`${file}: locales: must be a non-empty list of locale names (got ${JSON.stringify(locales)})`);
  }
  for (const field of NUMBERS) {
    const value = record[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new BuildTimingError(`${file}: ${field}: must be a number from 0 (got ${JSON.stringify(value)})`);
    }
  }
  return record as BuildTiming;
}

/**
 * The ways `timing` differs from the build wanted (its data folder, day and locales); empty when
 * they describe that build.
 */
export function differences(timing: BuildTiming, wanted: Pick<BuildTiming, 'dataDir' | 'now' | 'locales'>): string[] {
  const found: string[] = [];
  if (path.resolve(timing.dataDir) !== path.resolve(wanted.dataDir)) {
    found.push(`data from ${timing.dataDir}, not ${wanted.dataDir}`);
  }
  if (timing.now !== wanted.now) {
    found.push(`statuses as of ${timing.now}, not ${wanted.now}`);
  }
  if (timing.locales.join(',') !== wanted.locales.join(',')) {
    found.push(`locales ${timing.locales.join(', ')}, not ${wanted.locales.join(', ')}`);
  }
  return found;
}
