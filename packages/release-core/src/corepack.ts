/**
 * Where Yarn and pnpm come from: corepack. A release either bundles it (v14.19+ in v14, v16.9 to
 * v24) or needs one installed with npm, and a corepack release runs only on the Node.js versions
 * its `engines` range names. `npm install --global corepack@latest` on a release outside that
 * range installs a corepack that refuses to run, so the install step pins the newest corepack the
 * release satisfies, and a release no corepack runs on gets no Yarn or pnpm at all.
 */
import { satisfiesRange, type Version } from './version';
import { expectVersion } from './arguments';

/** Releases that bundle corepack: v14.19+ in v14, v16.9 to v24. */
export const BUNDLES_COREPACK = '>=14.19.0 <15.0.0-0 || >=16.9.0 <25.0.0-0';

/**
 * Published corepack releases and the Node.js versions each runs on, newest first: for each change
 * of the range, the newest release that has it (as published on 2026-11-22). `engines` is its
 * `engines.node` as published; `runsOn` is the same range as plain comparators, prereleases
 * included (`^22.22.2` is `>=22.22.2 <23.0.0-0`), which release-core tests without building a
 * semver `Range` (about 4 ms the first time, on a page's start-up). A test holds the two equal for
 * every release. Corepack releases before 0.16 declared no range and are not offered.
 */
export const COREPACK_RELEASES = [
  { version: '0.36.0', engines: '^22.22.2 || ^24.15.0 || >=26.0.0', runsOn: '>=22.22.2 <23.0.0-0 || >=24.15.0 <25.0.0-0 || >=26.0.0' },
  { version: '0.34.7', engines: '^20.10.0 || ^22.11.0 || >=24.0.0', runsOn: '>=20.10.0 <21.0.0-0 || >=22.11.0 <23.0.0-0 || >=24.0.0' },
  { version: '0.33.0', engines: '^18.17.1 || ^20.10.0 || >=22.11.0', runsOn: '>=18.17.1 <19.0.0-0 || >=20.10.0 <21.0.0-0 || >=22.11.0' },
  { version: '0.29.4', engines: '^18.17.1 || >=20.10.0', runsOn: '>=18.17.1 <19.0.0-0 || >=20.10.0' },
  { version: '0.24.1', engines: '>=18.17.1', runsOn: '>=18.17.1' },
  { version: '0.20.0', engines: '>=16.20.0', runsOn: '>=16.20.0' },
  { version: '0.17.2', engines: '>=14.14.0', runsOn: '>=14.14.0' },
] as const satisfies readonly { version: string; engines: string; runsOn: string }[];

/** The releases corepack can serve Yarn and pnpm on: bundled, or some corepack release runs there. */
export const COREPACK_RANGE = [BUNDLES_COREPACK, ...COREPACK_RELEASES.map((release) => release.runsOn)].join(' || ');

/** How a release gets corepack. */
export type CorepackSource = { kind: 'bundled' } | { kind: 'install'; version: string } | { kind: 'none' };

/**
 * How a release gets corepack: bundled, installed with npm at the newest corepack release whose
 * `engines` range the release satisfies, or not at all.
 * @example
 * corepackFor(readVersion('26.13.0')) // → { kind: 'install', version: '0.36.0' }
 * corepackFor(readVersion('25.9.0')) // → { kind: 'install', version: '0.34.7' }
 * corepackFor(readVersion('22.1.0')) // → { kind: 'bundled' }
 * corepackFor(readVersion('4.9.1')) // → { kind: 'none' }
 */
export function corepackFor(version: Version): CorepackSource {
  expectVersion('corepackFor', 'version', version);
  if (satisfiesRange(version, BUNDLES_COREPACK)) {
    return { kind: 'bundled' };
  }
  const runs = COREPACK_RELEASES.find((release) => satisfiesRange(version, release.runsOn));
  return runs ? { kind: 'install', version: runs.version } : { kind: 'none' };
}
