/**
 * `pnpm --filter @node-downloads/site bench`: times the full site build (the real build script,
 * as a separate process) from the committed snapshot (1×) and from synthetic snapshots with 2×,
 * 5× and 10× its releases (`synthetic-data.ts`), and prints per size the wall time, the CPU time
 * of the build process, the time of the page-rendering phase, the page count and the output size
 * (bytes, and gzip of every file). The limits below apply to wall time, or to CPU time with
 * `--measure=cpu`.
 * Each build goes to a temporary folder, removed afterwards; `dist/` is never touched.
 *
 * Options:
 * - `--factors=1,2,5,10` the sizes to build (1 is the committed snapshot itself);
 * - `--max-base=30` fail when the 1× build takes longer, in seconds;
 * - `--max-ratio=2:2.5,10:11` fail when the build at a factor takes more than that many times
 *   the 1× build;
 * - `--measure=cpu` applies the limits to the build process's CPU time instead of its wall time:
 *   CPU time moves less than wall time when other work shares the machine, so the check can run
 *   beside other steps (CI does);
 * - `--seed=bench` seeds the synthetic checksums; `--no-gzip` skips the gzip figure;
 * - `--base-timing=FILE` takes the 1× row from the timing another build of the committed
 *   snapshot wrote (SITE_BUILD_TIMING, `build-timing.ts`) instead of building it again: CI's own
 *   build. It must be of the committed snapshot, SITE_NOW's day and the locales the bench builds,
 *   or the bench stops naming what differs. Its output size is the build's own figure (no gzip).
 * Every figure is the build's own (`build-timing.ts`): wall and CPU time up to its last page
 * written, which leaves out precompression and the process's start.
 * SITE_NOW is passed on (default 2026-11-22, the committed snapshot's week). The builds skip
 * precompression (SITE_PRECOMPRESS=0): brotli at quality 11 would dominate the figures, and a real
 * build prints its own precompression time.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { DEFAULT_DATA_DIR, readDataDir } from '../data/read-snapshot';
import { synthesizeSnapshot, writeSnapshot } from './synthetic-data';
import { removeFolder } from '../lib/processes';
import { type BuildTiming, BuildTimingError, differences, readBuildTiming } from '../build/build-timing';
import { parseNow } from '../lib/site-now';
import { toDay } from '../../src/site-data';
import { builtLocales } from '../../src/i18n/locales';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The day the builds compute statuses at. */
const siteNow = process.env.SITE_NOW || '2026-11-22';

/** One row of the table: a build's own figures (`build-timing.ts`) at a data size. */
export type Figures = Omit<BuildTiming, 'dataDir' | 'now' | 'locales'> & {
  factor: number;
  /** Bytes of every output file gzipped, when measured. */
  gzipBytes: number | undefined;
};

/** Runs the build script with the given data and output folders; resolves with its own timing. */
function build(dataDir: string, outDir: string, work: string): Promise<BuildTiming> {
  const timingFile = path.join(work, 'timing.json');
  fs.rmSync(timingFile, { force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@node-downloads/source', '--import', 'tsx', 'scripts/build/build-site.ts'], {
      cwd: siteRoot,
      env: {
        ...process.env,
        SITE_NOW: siteNow,
        SITE_DATA_DIR: dataDir,
        SITE_OUT_DIR: outDir,
        // Rendering is what scales with the data; precompression is timed by the build itself.
        SITE_PRECOMPRESS: '0',
        SITE_BUILD_TIMING: timingFile,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        resolve(readBuildTiming(timingFile));
      } else {
        reject(new Error(`The build from ${dataDir} failed (exit ${code}).\n${stdout}`));
      }
    });
  });
}

/**
 * The 1× row from another build's timing file, once it is known to be of the committed snapshot,
 * the day and the locales this bench builds.
 */
function baseRow(timing: BuildTiming, wanted: Pick<BuildTiming, 'dataDir' | 'now' | 'locales'>, file: string): Figures {
  const differs = differences(timing, wanted);
  if (differs.length > 0) {
    throw new BuildTimingError(`--base-timing ${file} is of another build than the 1× one: ${differs.join('; ')}`);
  }
  return { factor: 1, ...rowOf(timing), gzipBytes: undefined };
}

function rowOf(timing: BuildTiming): Omit<Figures, 'factor' | 'gzipBytes'> {
  const { dataDir: _dataDir, now: _now, locales: _locales, ...figures } = timing;
  return figures;
}

/** HTML files under `dir`, and bytes of every file gzipped at the default level when asked. */
function measure(dir: string, gzip: boolean): { pages: number; gzipBytes: number | undefined } {
  let pages = 0;
  let gzipBytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!entry.isFile()) {
      continue;
    }
    if (entry.name.endsWith('.html')) {
      pages += 1;
    }
    if (gzip) {
      gzipBytes += gzipSync(fs.readFileSync(path.join(entry.parentPath, entry.name))).length;
    }
  }
  return { pages, gzipBytes: gzip ? gzipBytes : undefined };
}

function megabytes(bytes: number | undefined): string {
  return bytes === undefined ? '–' : `${(bytes / 1e6).toFixed(1)} MB`;
}

/** The figures as an aligned text table, ratios against the 1× build when there is one. */
export function table(rows: readonly Figures[]): string {
  const base = rows.find((row) => row.factor === 1);
  const header = ['size', 'releases', 'pages', 'build', '× 1×', 'cpu', '× 1×', 'render', 'output', 'gzip'];
  const lines = rows.map((row) => [
    `${row.factor}×`,
    String(row.releases),
    String(row.pages),
    `${row.seconds.toFixed(1)} s`,
    base ? `${(row.seconds / base.seconds).toFixed(2)}` : '–',
    `${row.cpuSeconds.toFixed(1)} s`,
    base ? `${(row.cpuSeconds / base.cpuSeconds).toFixed(2)}` : '–',
    `${row.pagesSeconds.toFixed(1)} s`,
    megabytes(row.bytes),
    megabytes(row.gzipBytes),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  return [header, ...lines].map((line) => line.map((cell, column) => cell.padStart(widths[column]!)).join('  ')).join('\n');
}

/** Parses `2:2.5,10:11` into factor → allowed ratio. */
function parseRatios(text: string | undefined): Map<number, number> {
  const ratios = new Map<number, number>();
  for (const pair of (text ?? '').split(',').filter(Boolean)) {
    const [factor, ratio] = pair.split(':').map(Number);
    if (!(Number.isInteger(factor) && Number.isFinite(ratio))) {
      throw new Error(`--max-ratio takes factor:ratio pairs like 2:2.5 (got "${pair}")`);
    }
    ratios.set(factor!, ratio!);
  }
  return ratios;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      factors: { type: 'string', default: '1,2,5,10' },
      'max-base': { type: 'string' },
      'max-ratio': { type: 'string' },
      measure: { type: 'string', default: 'wall' },
      seed: { type: 'string', default: 'bench' },
      'no-gzip': { type: 'boolean', default: false },
      'base-timing': { type: 'string' },
    },
  });
  const factors = values.factors.split(',').map(Number);
  if (factors.some((factor) => !Number.isInteger(factor) || factor < 1)) {
    throw new Error(`--factors takes whole numbers from 1, like 1,2,5,10 (got "${values.factors}")`);
  }
  if (values.measure !== 'wall' && values.measure !== 'cpu') {
    throw new Error(`--measure takes wall or cpu (got "${values.measure}")`);
  }
  const measured = (row: Figures): number => (values.measure === 'cpu' ? row.cpuSeconds : row.seconds);
  const unit = values.measure === 'cpu' ? 's of CPU time' : 's';
  const maxBase = values['max-base'] === undefined ? undefined : Number(values['max-base']);
  const maxRatios = parseRatios(values['max-ratio']);
  const base = readDataDir(DEFAULT_DATA_DIR);
  const baseTiming = values['base-timing'];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const rows: Figures[] = [];
  try {
    for (const factor of factors) {
      if (factor === 1 && baseTiming !== undefined) {
        const wanted = { dataDir: DEFAULT_DATA_DIR, now: toDay(parseNow(siteNow)), locales: builtLocales(process.env) };
        const row = baseRow(readBuildTiming(baseTiming), wanted, baseTiming);
        rows.push(row);
        console.log(`1×: ${row.seconds.toFixed(1)} s (CPU ${row.cpuSeconds.toFixed(1)} s), ${row.pages} pages, from ${baseTiming}`);
        continue;
      }
      let dataDir = DEFAULT_DATA_DIR;
      if (factor !== 1) {
        dataDir = path.join(work, `data-${factor}`);
        writeSnapshot(dataDir, synthesizeSnapshot(base, { factor, seed: values.seed }));
      }
      const outDir = path.join(work, `out-${factor}`);
      const timing = await build(dataDir, outDir, work);
      const sizes = measure(outDir, !values['no-gzip']);
      removeFolder(outDir);
      removeFolder(path.join(work, `data-${factor}`));
      if (sizes.pages !== timing.pages) {
        throw new Error(`The ${factor}× build reported ${timing.pages} pages but wrote ${sizes.pages} HTML files.`);
      }
      rows.push({ factor, ...rowOf(timing), gzipBytes: sizes.gzipBytes });
      console.log(`${factor}×: ${timing.seconds.toFixed(1)} s (CPU ${timing.cpuSeconds.toFixed(1)} s), ${timing.pages} pages`);
    }
  } finally {
    removeFolder(work);
  }
  console.log(`\n${table(rows)}\n`);

  const failures: string[] = [];
  const one = rows.find((row) => row.factor === 1);
  if (maxBase !== undefined && one && measured(one) > maxBase) {
    failures.push(`the 1× build took ${measured(one).toFixed(1)} ${unit}, more than ${maxBase}`);
  }
  for (const [factor, ratio] of maxRatios) {
    const row = rows.find((candidate) => candidate.factor === factor);
    if (!(one && row)) {
      failures.push(`--max-ratio ${factor}:${ratio} needs the 1× and ${factor}× builds in --factors`);
    } else if (measured(row) > ratio * measured(one)) {
      failures.push(
        `the ${factor}× build took ${(measured(row) / measured(one)).toFixed(2)} times the 1× build (${values.measure} time), more than ${ratio}`,
      );
    }
  }
  if (failures.length > 0) {
    console.error(`Scaling check failed: ${failures.join('; ')}.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
