/**
 * The checks' reports: one JSON file per check in the site's `.reports/`, each with `passed` and
 * `failed` (and `skipped` where a check can be not judged), which CI sums into its last line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_ROOT } from './out-dir';

export type ReportCounts = { passed: number; failed: number; skipped?: number };

/** Writes `.reports/{name}.json`: the counts, then any details the check keeps. */
export function writeReport(name: string, report: ReportCounts & Record<string, unknown>): void {
  const folder = path.join(SITE_ROOT, '.reports');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
}
