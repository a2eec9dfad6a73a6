#!/usr/bin/env node
/**
 * How quickly release-core gives its first answer, as CPU time against Node.js doing nothing
 * (`node -e 0`) measured in the same run, so the figures hold on a busy or slow machine: the
 * ratio, not the seconds, is checked.
 *
 * Cases, each a fresh process, run in turns (one of each per round, after a round to warm the
 * disk and the compile cache). Each case is judged by the median of its ratios to the baseline
 * of the same round: the two runs of a pair are a moment apart, so a machine whose speed drifts
 * during the measurement (this kind of shared host's does, several-fold) moves both alike, where
 * a ratio of two medians taken over the whole measurement does not cancel it. The cases:
 * - `node -e 0`, the baseline;
 * - `node-release resolve 'lts/*' --offline` (the embedded data);
 * - `node-release resolve 'lts/*'` answering from a fresh cache (the default once the data was
 *   fetched: the cache is written first through `loadReleaseData`, with a fetch that serves the
 *   embedded files);
 * - a module that imports the library and `/data` and makes one `resolveVersion` call.
 *
 * A process's CPU time (user + system) is read by a preloaded script when it exits
 * (`process.cpuUsage()`, which counts from the process's start). Needs the built package
 * (`pnpm build`). Prints a table; exits 1 when a case's median ratio is more than `--limit` (default
 * 2.5) in a measurement and in a second one, twice as long, taken after the
 * miss (a busy machine can tip a ratio near its limit once; a slower start misses both). Options: `--runs N` (default 11), `--limit X`, `--json`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '11' }, limit: { type: 'string', default: '2.5' }, json: { type: 'boolean' } },
});
const runs = Number(values.runs);
const limit = Number(values.limit);
if (!(Number.isInteger(runs) && runs > 0) || !(limit > 0)) {
  console.error('start-cpu: --runs must be a positive whole number and --limit a positive number');
  process.exit(2);
}

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const built = (file) => join(packageRoot, 'dist', file);
const work = mkdtempSync(join(tmpdir(), 'release-core-start-'));

try {
  const report = join(work, 'cpu.txt');
  const preload = join(work, 'report-cpu.cjs');
  // CommonJS: `node -e 0` starts no ES module loader, and a CommonJS preload does not start one either.
  writeFileSync(
    preload,
    `process.on('exit', () => { const { user, system } = process.cpuUsage(); require('node:fs').writeFileSync(${JSON.stringify(report)}, String((user + system) / 1000)); });\n`,
  );
  const library = join(work, 'library.mjs');
  writeFileSync(
    library,
    [
      `import { buildReleases, resolveVersion } from ${JSON.stringify(pathToFileURL(built('index.js')).href)};`,
      `import { distIndex, schedule } from ${JSON.stringify(pathToFileURL(built('data.js')).href)};`,
      `const releases = buildReleases({ index: distIndex, schedule, now: new Date() });`,
      `console.log(resolveVersion('lts/*', { releases }).minor.versionWithPrefix);`,
      '',
    ].join('\n'),
  );

  // A fresh cache of live data, as a first `node-release` call with the network writes it.
  const cacheDir = join(work, 'cache');
  const { loadReleaseData, DEFAULT_DATA_URLS } = await import(pathToFileURL(built('node.js')).href);
  const served = {
    [DEFAULT_DATA_URLS.index]: readFileSync(join(packageRoot, 'data/dist-index.json'), 'utf8'),
    [DEFAULT_DATA_URLS.schedule]: readFileSync(join(packageRoot, 'data/schedule.json'), 'utf8'),
    [DEFAULT_DATA_URLS.advisories]: readFileSync(join(packageRoot, 'data/vulnerabilities.json'), 'utf8'),
  };
  const fetch = async (url) => ({ ok: url in served, status: url in served ? 200 : 404, text: async () => served[url] ?? '' });
  const written = await loadReleaseData({ fetch, now: new Date(), cache: { dir: cacheDir } });
  if (written.source !== 'live') {
    throw new Error(`start-cpu: could not write the cache: ${written.fallback?.message}`);
  }

  const cli = built('cli.js');
  const cases = [
    { name: 'node -e 0', args: ['-e', '0'] },
    { name: "node-release resolve 'lts/*' --offline", args: [cli, 'resolve', 'lts/*', '--offline'] },
    { name: "node-release resolve 'lts/*' (fresh cache)", args: [cli, 'resolve', 'lts/*'], env: { NODE_RELEASE_CACHE_DIR: cacheDir } },
    { name: 'import + resolveVersion', args: [library] },
  ];
  const cpu = (entry) => {
    rmSync(report, { force: true });
    const result = spawnSync(process.execPath, ['--require', preload, ...entry.args], {
      encoding: 'utf8',
      // No mirror or cache setting of the machine applies; the cached case names its own folder.
      env: { ...process.env, NODE_MIRROR: '', NODE_RELEASE_CACHE_DIR: join(work, 'no-cache'), ...entry.env },
    });
    if (result.status !== 0) {
      throw new Error(`start-cpu: ${entry.name} exited ${result.status}: ${result.stderr}`);
    }
    if (entry.args[0] !== '-e' && result.stdout.trim() !== 'v26.13.0' && !/^v\d+\.\d+\.\d+$/.test(result.stdout.trim())) {
      throw new Error(`start-cpu: ${entry.name} printed ${JSON.stringify(result.stdout)}`);
    }
    return Number(readFileSync(report, 'utf8'));
  };
  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  /** One measurement: `count` rounds of every case in turns, after a round that warms the disk and the compile cache. */
  const measure = (count) => {
    const samples = cases.map(() => []);
    for (let round = 0; round <= count; round += 1) {
      cases.forEach((entry, position) => {
        const ms = cpu(entry);
        if (round > 0) {
          samples[position].push(ms);
        }
      });
    }
    const rows = cases.map((entry, position) => {
      const ms = median(samples[position]);
      // Each round's run against the baseline's run of the same round, then the median of those.
      const ratio = median(samples[position].map((value, round) => value / samples[0][round]));
      return { case: entry.name, medianMs: Number(ms.toFixed(1)), ratio: Number(ratio.toFixed(2)) };
    });
    return { runs: count, rows, failed: rows.slice(1).filter((row) => row.ratio > limit) };
  };
  const print = (measurement, heading) => {
    console.log(
      `${heading}CPU time (user + system), median of ${measurement.runs} runs each; ratio: median of each round's run against node -e 0 in the same round (limit ${limit}×):`,
    );
    for (const row of measurement.rows) {
      console.log(`  ${row.case.padEnd(46)} ${row.medianMs.toFixed(1).padStart(7)} ms  ${row.ratio.toFixed(2)}×`);
    }
  };
  // A miss is measured once more, twice as long, and judged on that: a busy machine can tip a
  // ratio near its limit in one measurement, while a slower start misses both.
  const measurements = [measure(runs)];
  if (measurements[0].failed.length > 0) {
    measurements.push(measure(runs * 2));
  }
  const judged = measurements.at(-1);
  if (values.json) {
    console.log(JSON.stringify({ runs, limit, measurements, rows: judged.rows, passed: judged.failed.length === 0 }, null, 2));
  } else {
    for (const [index, measurement] of measurements.entries()) {
      print(measurement, index === 0 ? '' : 'Over the limit once; measured again: ');
    }
  }
  if (judged.failed.length > 0) {
    console.error(`start-cpu: over ${limit}× the baseline${measurements.length > 1 ? ' in both measurements' : ''}: ${judged.failed.map((row) => `${row.case} (${row.ratio}×)`).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
