/**
 * "Check a downloaded file" on a large file: serves the built site, opens an archive page in
 * Chromium, writes a file of `--mb` megabytes (100 by default) of random bytes, chooses it in the
 * page's file input and prints how long the verdict took, whether its digest equals node:crypto's,
 * and the page's memory: the JavaScript heap (CDP `Performance.getMetrics`, sampled every 50 ms)
 * and the resident memory of Chromium's renderer processes (from /proc, Linux), before and at their
 * peak. A streamed hash keeps both near their level before; a file read whole would add its size.
 */
import { createHash, randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, testBrowserExecutable } from '../lib/chrome';
import { outDirFromEnvironment } from '../lib/out-dir';
import { startServer } from '../serve/preview-server';

const MB = 1024 * 1024;
const at = process.argv.indexOf('--mb');
const megabytes = at > 0 ? Number(process.argv[at + 1]) : 100;
const ARCHIVE = '/download/archive/v24.11.1';

/** Resident memory of the renderer processes of the browser started with `profile`, in bytes (0 where /proc is not there). */
function rendererResident(profile: string): number {
  const processes = new Map<string, { parent: string; command: string; rss: number }>();
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : []) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      processes.set(pid, {
        parent: /PPid:\s+(\d+)/.exec(status)?.[1] ?? '',
        command: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
        rss: Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024,
      });
    } catch {
      // The process ended while it was read.
    }
  }
  // This run's browser is the one started with its profile folder; its renderers descend from it.
  const ofRun = (pid: string, depth = 0): boolean => {
    const entry = processes.get(pid);
    return entry !== undefined && depth < 8 && (entry.command.includes(profile) || ofRun(entry.parent, depth + 1));
  };
  let total = 0;
  for (const [pid, entry] of processes) {
    if (entry.command.includes('--type=renderer') && ofRun(pid)) {
      total += entry.rss;
    }
  }
  return total;
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'check-file-bench-'));
const file = path.join(folder, 'large.bin');
const hash = createHash('sha256');
const fd = fs.openSync(file, 'w');
const block = Buffer.alloc(MB);
for (let written = 0; written < megabytes; written += 1) {
  randomFillSync(block);
  hash.update(block);
  fs.writeSync(fd, block);
}
fs.closeSync(fd);
const expected = hash.digest('hex');

const server = await startServer({ root: outDirFromEnvironment(process.env), port: 0 });
// The user-data folder's name marks this run's renderers, so other browsers on the machine are not counted.
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'check-file-bench-profile-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: testBrowserExecutable(), args: CHROME_FLAGS });
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}${ARCHIVE}`);
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  const heap = async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  };
  await session.send('HeapProfiler.collectGarbage');
  const heapBefore = await heap();
  const residentBefore = rendererResident(profile);
  let heapPeak = heapBefore;
  let residentPeak = residentBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      heapPeak = Math.max(heapPeak, await heap());
      residentPeak = Math.max(residentPeak, rendererResident(profile));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const status = page.locator('[data-slot="check-file-status"]');
  const started = performance.now();
  await page.getByLabel('File to check').setInputFiles(file);
  await status.filter({ hasText: /SHA-256 is [0-9a-f]{64}/ }).waitFor({ timeout: 600_000 });
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const digest = /[0-9a-f]{64}/.exec((await status.textContent()) ?? '')?.[0];
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  console.log(`${megabytes} MB file: verdict in ${seconds.toFixed(2)} s (${(megabytes / seconds).toFixed(0)} MB/s), digest ${digest === expected ? 'equals' : 'DIFFERS FROM'} node:crypto's`);
  console.log(`JS heap used: ${mb(heapBefore)} before, ${mb(heapPeak)} at peak (+${mb(heapPeak - heapBefore)})`);
  console.log(`renderer resident memory: ${mb(residentBefore)} before, ${mb(residentPeak)} at peak (+${mb(residentPeak - residentBefore)})`);
  process.exitCode = digest === expected ? 0 : 1;
} finally {
  await context.close();
  await server.close();
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(profile, { recursive: true, force: true });
}
