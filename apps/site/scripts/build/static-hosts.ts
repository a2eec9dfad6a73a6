/**
 * The limits of the static hosts the README names, and the build's figures against them: rules of
 * `_redirects` (static and dynamic, longest line, file size) and the files and bytes of the output.
 * Figures as the hosts publish them: Cloudflare Pages reads at most 2,000 static and 100 dynamic
 * rules of 1,000 characters each and holds 20,000 files a site on its free plan (100,000 on paid
 * plans since January 2026); GitLab Pages reads at most 1,000 rules from a `_redirects` of at most
 * 64 KB (the defaults of GitLab.com).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDynamicRule } from '../../src/redirects';
import type { RedirectLine } from '../serve/redirects-file';

/** What a host accepts; a limit it does not have is left out. */
export type HostLimits = {
  host: string;
  staticRules?: number;
  dynamicRules?: number;
  rules?: number;
  lineLength?: number;
  redirectsBytes?: number;
  files?: number;
};

export const STATIC_HOSTS: readonly HostLimits[] = [
  { host: 'Cloudflare Pages (free plan)', staticRules: 2000, dynamicRules: 100, lineLength: 1000, files: 20_000 },
  { host: 'Cloudflare Pages (paid plans)', staticRules: 2000, dynamicRules: 100, lineLength: 1000, files: 100_000 },
  { host: 'GitLab Pages', rules: 1000, redirectsBytes: 64 * 1024 },
];

/** The figures of a build that a host's limits apply to. */
export type BuildFigures = {
  staticRules: number;
  dynamicRules: number;
  longestLine: number;
  redirectsBytes: number;
  files: number;
  bytes: number;
};

/** Rule counts of a `_redirects` file's text. */
export function redirectFigures(rules: readonly RedirectLine[], text: string): Pick<BuildFigures, 'staticRules' | 'dynamicRules' | 'longestLine' | 'redirectsBytes'> {
  const dynamicRules = rules.filter(isDynamicRule).length;
  return {
    staticRules: rules.length - dynamicRules,
    dynamicRules,
    longestLine: Math.max(0, ...text.split('\n').map((line) => line.length)),
    redirectsBytes: Buffer.byteLength(text),
  };
}

/** The number of files in a folder and their total size in bytes, recursively. */
export function folderFigures(dir: string): Pick<BuildFigures, 'files' | 'bytes'> {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      files += 1;
      bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  return { files, bytes };
}

/** Each limit of each host the figures exceed, as a sentence; empty when the build fits them all. */
export function exceededLimits(figures: BuildFigures, hosts: readonly HostLimits[] = STATIC_HOSTS): string[] {
  return hosts.flatMap((limits) => {
    const checks: [number | undefined, number, string][] = [
      [limits.staticRules, figures.staticRules, 'static redirect rules'],
      [limits.dynamicRules, figures.dynamicRules, 'dynamic redirect rules'],
      [limits.rules, figures.staticRules + figures.dynamicRules, 'redirect rules'],
      [limits.lineLength, figures.longestLine, 'characters in a _redirects line'],
      [limits.redirectsBytes, figures.redirectsBytes, 'bytes of _redirects'],
      [limits.files, figures.files, 'files'],
    ];
    return checks.filter(([limit, value]) => limit !== undefined && value > limit).map(([limit, value, what]) => `${limits.host}: ${value} ${what}, at most ${limit}`);
  });
}
