#!/usr/bin/env node
/**
 * The API report of a package: API Extractor's `.api.md` of each public entry point, read from the
 * built declarations (`dist/*.d.ts`) that users get, one report per `exports` entry with types
 * (`.` → `api/<name>.api.md`, `./data` → `api/<name>-data.api.md`, …), committed beside the
 * package, so a change to the public surface shows in review.
 *
 *   node tooling/scripts/api-report.mjs [--update] [packageDir]
 *
 * Without `--update` it is the check: it fails (exit 1) naming each report that differs from
 * what the build declares, or that is missing, and each entry point that has no report. With
 * `--update` it writes the reports. Run after the package's build (the packages' `api:check` and
 * `api:update` scripts; `package-check` runs the check).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const update = args.includes('--update');
const packageDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? process.cwd());
const packageJsonPath = join(packageDir, 'package.json');
const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
const unscoped = pkg.name.replace(/^@[^/]+\//, '');
const reportFolder = join(packageDir, 'api');

/** The declaration file of an `exports` entry (the ES module one), or undefined for entries without types. */
function typesOf(target) {
  if (typeof target !== 'object' || target === null) {
    return undefined;
  }
  if (typeof target.types === 'string') {
    return target.types;
  }
  return typesOf(target.import);
}

const entries = Object.entries(pkg.exports ?? {})
  .map(([subpath, target]) => ({ subpath, types: typesOf(target) }))
  .filter((entry) => entry.types !== undefined)
  .map((entry) => ({
    ...entry,
    report: `${unscoped}${entry.subpath === '.' ? '' : `-${entry.subpath.slice(2).replaceAll('/', '-')}`}.api.md`,
  }));

if (entries.length === 0) {
  console.error(`${pkg.name}: no exports entry with types`);
  process.exit(2);
}

const { Extractor, ExtractorConfig } = createRequire(packageJsonPath)('@microsoft/api-extractor');
const scratch = join(tmpdir(), `api-report-${process.pid}`);
mkdirSync(reportFolder, { recursive: true });
const problems = [];

for (const entry of entries) {
  const entryFile = join(packageDir, entry.types);
  if (!existsSync(entryFile)) {
    problems.push(`${entry.subpath}: ${entry.types} does not exist (build the package first)`);
    continue;
  }
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: entryFile,
      compiler: { overrideTsconfig: { compilerOptions: { strict: true, skipLibCheck: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2023', 'dom'], jsx: 'react-jsx' }, files: [entryFile] } },
      apiReport: { enabled: true, reportFileName: entry.report, reportFolder, reportTempFolder: scratch },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'none' },
          'ae-missing-release-tag': { logLevel: 'none' },
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: packageJsonPath,
  });
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false, messageCallback: quiet });
  if (!result.succeeded || (!update && result.apiReportChanged)) {
    problems.push(
      result.apiReportChanged
        ? `${entry.subpath}: api/${entry.report} differs from what ${entry.types} declares; review the change and run the package's api:update`
        : `${entry.subpath}: API Extractor failed (${result.errorCount} errors)`,
    );
  } else if (update && result.apiReportChanged) {
    console.log(`${pkg.name}: wrote api/${entry.report}`);
  }
}

// A report no entry point writes any more is stale too.
const expected = new Set(entries.map((entry) => entry.report));
for (const file of readdirSync(reportFolder).filter((name) => name.endsWith('.api.md') && !expected.has(name))) {
  if (update) {
    rmSync(join(reportFolder, file));
    console.log(`${pkg.name}: removed api/${file} (no such entry point)`);
  } else {
    problems.push(`api/${file}: no entry point writes it; run the package's api:update`);
  }
}
rmSync(scratch, { recursive: true, force: true });

if (problems.length > 0) {
  console.error(`${pkg.name}: the API report is not up to date:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`${pkg.name}: API report ${update ? 'written' : 'up to date'} (${entries.map((entry) => `api/${entry.report}`).join(', ')})`);

/** API Extractor's own progress lines are left out; warnings and errors are shown. */
function quiet(message) {
  // The report's own notice of a change names a scratch file: the summary at the end says what to do.
  if (message.logLevel === 'info' || message.logLevel === 'verbose' || message.logLevel === 'none' || message.messageId?.startsWith('console-api-report')) {
    message.handled = true;
  }
}
