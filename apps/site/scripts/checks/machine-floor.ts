/**
 * What this machine's Chromium blocks by itself, for the timed checks (the Lighthouse gate's
 * performance and blocking time). Their limits are set for a machine on which a
 * page that runs no script blocks nothing; on some machines Chromium alone blocks for hundreds of
 * milliseconds (seen on virtual machines whose page faults cost fifty times a normal one's: every
 * page, scripted or not, measured 150–630 ms of blocking time there), and no change to the site can
 * meet a limit there.
 *
 * The floor is measured on a control page that is no page of the site, so a change to the site
 * cannot move it: a static table about the size of an archive page (a few hundred rows, some 1,400
 * elements, no script; the archive page measured 0 ms of blocking time in every run on a normal
 * machine, and 160–440 ms on the slow one). A timed check
 * that misses its limit asks for the floor; when the control page alone blocks for more than half
 * the gate's blocking-time limit, the miss is reported as not judged on this machine (counted as
 * skipped, with both figures printed), never as passed. Every other limit (accessibility, best
 * practices, SEO, layout shift) is judged whatever the floor.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChrome } from '../lib/chrome';
import { measure, medianOf } from './lighthouse-measure';
import { removeFolder } from '../lib/processes';
import { startServer } from '../serve/preview-server';

/** Rows of the control page's table. */
export const CONTROL_ROWS = 230;

/** The control page: a static, well-formed page with a table of files and checksums, and no script. */
export function controlPage(rows = CONTROL_ROWS): string {
  const body: string[] = [];
  for (let index = 0; index < rows; index += 1) {
    const sum = createHash('sha256').update(String(index)).digest('hex');
    body.push(`<tr><td><a href="#row-${index}" id="row-${index}">file-${index}.tar.gz</a></td><td>${(index * 37) % 9000} KB</td><td><code>${sum}</code></td></tr>`);
  }
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Control page</title><meta name="description" content="A static page with no script, measured to learn what the browser alone costs this machine.">',
    '<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1a1a1a;background:#fff}table{border-collapse:collapse}td,th{padding:.25rem .5rem;border-bottom:1px solid #ccc;text-align:left}code{font-size:.75rem;overflow-wrap:anywhere}a{color:#0b5394}</style>',
    '</head><body><main><h1>Control page</h1><p>Files and their checksums.</p>',
    '<table><thead><tr><th scope="col">File</th><th scope="col">Size</th><th scope="col">SHA-256</th></tr></thead><tbody>',
    ...body,
    '</tbody></table></main></body></html>',
    '',
  ].join('\n');
}

/** The control page's blocking time: its median over the runs, and each run's. */
export type Floor = { tbt: number; runs: number[] };

/** Whether a machine with this floor can judge timed limits: the control page blocks at most half the blocking-time limit. */
export function judgesTimedLimits(floor: Floor, tbtLimitMs: number): boolean {
  // A control page that blocked past the limit in any one run shows a machine whose speed moved
  // while it was measured: its median alone would pass a page over a moment's slowness.
  return floor.tbt <= tbtLimitMs / 2 && floor.runs.every((tbt) => tbt <= tbtLimitMs);
}

/** The floor in words, for the checks' output. */
export function describeFloor(floor: Floor, tbtLimitMs: number): string {
  return (
    `a control page with no script measured ${Math.round(floor.tbt)} ms of blocking time on this machine ` +
    `(median of ${floor.runs.length}: ${floor.runs.map((tbt) => Math.round(tbt)).join(', ')} ms), ` +
    (judgesTimedLimits(floor, tbtLimitMs)
      ? `at most half the ${tbtLimitMs} ms limit`
      : floor.tbt <= tbtLimitMs / 2
        ? `one run over the ${tbtLimitMs} ms limit (a machine whose speed moved)`
        : `more than half the ${tbtLimitMs} ms limit`)
  );
}

/** Measures the floor `runs` times in the Chromium listening on `port`, serving the control page from a folder of its own. */
export async function measureFloor(port: number, runs = 3): Promise<Floor> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'control-page-'));
  try {
    fs.writeFileSync(path.join(folder, 'index.html'), controlPage());
    // What the browser asks for besides the page (an icon, robots.txt) is answered with a 404 page.
    fs.writeFileSync(path.join(folder, '404.html'), '<!doctype html><html lang="en"><title>Not found</title><p>Not found.</p></html>\n');
    const server = await startServer({ root: folder, port: 0 });
    try {
      const measured: number[] = [];
      for (let index = 0; index < runs; index += 1) {
        measured.push((await measure(`${server.url}/`, port)).tbt);
      }
      return { tbt: medianOf(measured), runs: measured };
    } finally {
      await server.close();
    }
  } finally {
    removeFolder(folder);
  }
}

/** Measures the floor in a Chromium of its own (for checks that drive Chromium otherwise). */
export async function measureFloorAlone(runs = 3): Promise<Floor> {
  const chrome = await startChrome();
  try {
    return await measureFloor(chrome.port, runs);
  } finally {
    await chrome.stop();
  }
}
