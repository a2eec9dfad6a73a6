// The published packages as npm users get them. Packs release-core, release-shasums, detect and ui,
// installs the tarballs with npm into fresh projects in a temporary folder outside the workspace
// (no workspace links, no hoisting help) and checks them there:
// - Node ESM import and CommonJS require of release-core (with `/data`), release-shasums and
//   detect; the `node-release` command line through npx (a good command, an unknown version,
//   bad usage), with the checksum lists installed and, in a second project that has release-core
//   alone, without them (`url` from the dist index tokens, `verify` asking for release-shasums);
// - `tsc --noEmit` (strict, skipLibCheck false) under moduleResolution node16, nodenext, bundler and
//   node10 over a file using the main APIs of all four packages and release-core's subpaths;
// - ui with React 19 from the registry: renderToString of every exported component with real data
//   from the snapshot, a `vite build` of a small app with ui's stylesheet, one copy of React;
// - every package a built file imports is a declared dependency or peer dependency;
// - every `js example` code block of the four package READMEs, run as a module, printing what its
//   `// prints:` comments say (release-core's where release-core alone is installed);
// - what each tarball holds (LICENSE, README, no inlined data), that every target of every
//   `exports` condition, `main`, `types` and `bin` is a file of the tarball, and the size budgets below;
// - `node-release --version` prints the packed version;
// - a page with one deferred ui Select loads no Radix before the first interaction (Radix loads
//   when the select is reached) and at most 5 KB (gzip) more than a page with one Badge;
// - every size and format figure of the READMEs (FIGURES below) against the packed tarballs.
// With `--registry` the packages go through a real registry first, as users install them: a local
// Verdaccio (tooling/scripts/local-registry.mjs) gets every package from `pnpm release`, the
// release pipeline's own command; the tarballs checked are the ones the registry serves, every
// project installs the packages from it by name and version, and one more project installs them
// with pnpm.
// Prints one line per check (`ok` / `FAIL`), the sizes, and `packages consumer: N passed, N failed`;
// with CI_REPORTS set it also writes `.reports/packages-consumer.json` for the CI summary.
// Exits 1 when a check fails. `--keep` keeps the temporary folder for a look.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { startRegistry } from './local-registry.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = path.join(ROOT, 'tooling/packages-consumer');

/** The packages under test: folder under packages/ → package name. */
const PACKAGES = {
  'release-core': '@node-downloads/release-core',
  'release-shasums': '@node-downloads/release-shasums',
  detect: '@node-downloads/detect',
  ui: '@node-downloads/ui',
};

/** Versions installed next to the tarballs (the ones the workspace builds with). */
const REGISTRY = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  typescript: '6.0.3',
  vite: '8.3.8',
};

const KB = 1000;
const MB = 1000 * KB;
/**
 * Size budgets in bytes. The published checksum lists are 22,843 SHA-256 digests, 731 KB of data
 * no compression can shrink (about 0.92 MB packed as JSON): they are release-shasums, installed by
 * those who need them, so release-core (the index, schedule, advisories and the library, about
 * 0.26 MB packed) keeps the issue's 800 KB. ui's 68 KB makes room for the mark sprite shipped as a
 * static file (marks.svg, about 4 KB packed) beside the module MarkSprite renders it from, its
 * drawn system and partner marks and its token scale (66.7 KB packed with them).
 */
const BUDGETS = {
  'release-core': { tarball: 800 * KB, installed: 3.5 * MB },
  'release-shasums': { tarball: 1000 * KB, installed: 2.3 * MB },
  detect: { tarball: 10 * KB, installed: 50 * KB },
  ui: { tarball: 68 * KB, installed: 250 * KB },
};

/** `node-release url` of a file only the published checksum lists name (no dist index token). */
const V0_12_MSI = ['url', 'v0.12.18', '--os', 'win', '--platform', 'x64', '--kind', 'installer'];

const results = { passed: 0, failed: 0 };
const sizes = [];

/** Runs one check and prints its verdict and its time, so a slow check shows in CI's log. */
function check(name, fn) {
  const start = performance.now();
  const took = () => `[${((performance.now() - start) / 1000).toFixed(1)} s]`;
  try {
    const detail = fn();
    results.passed += 1;
    console.log(`ok   ${name}${detail ? ` (${detail})` : ''} ${took()}`);
  } catch (error) {
    results.failed += 1;
    const message = error instanceof Error ? error.message : String(error);
    console.log(`FAIL ${name} ${took()}: ${message.trim().split('\n').slice(0, 30).join('\n     ')}`);
  }
}

/** Runs a command; returns its status and output, never throws. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    encoding: 'utf8',
    timeout: options.timeout ?? 180_000,
    env: { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false', ...options.env },
    maxBuffer: 64 * MB,
  });
  return { status: result.status ?? -1, stdout: result.stdout ?? '', stderr: result.stderr ?? String(result.error ?? '') };
}

/** Runs a command that must succeed; returns its stdout. */
function must(command, args, options) {
  const result = run(command, args, options);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

function assert(condition, message) {
  if (!condition) {
    throw new Error(message);
  }
}

/** Bytes of the files under a folder (apparent size). */
function folderSize(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      total += folderSize(full);
    } else if (entry.isFile()) {
      total += fs.statSync(full).size;
    }
  }
  return total;
}

function format(bytes) {
  return bytes >= MB ? `${(bytes / MB).toFixed(2)} MB` : `${(bytes / KB).toFixed(1)} KB`;
}

/** The folder npm installed a package in, seen from the package that depends on it. */
function installedDir(project, from, name) {
  for (let dir = from; dir.startsWith(project); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) {
      return candidate;
    }
    if (dir === project) {
      break;
    }
  }
  return undefined;
}

/** Every package a package's `dependencies` pull in, with its folder (peers left out). */
function dependencyClosure(project, packageDir) {
  const found = new Map();
  const visit = (dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const depDir = installedDir(project, dir, name);
      if (depDir && !found.has(depDir)) {
        found.set(depDir, name);
        visit(depDir);
      }
    }
  };
  visit(packageDir);
  return found;
}

function writeJson(file, value) {
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The `js example` code blocks of a README. */
function readmeExamples(readme) {
  return [...fs.readFileSync(readme, 'utf8').matchAll(/^```js example\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
}

/** Names inside Radix Select and Tooltip that survive minification (their parts' display names). */
const RADIX_MARKERS = ['SelectItemAlignedPosition', 'SelectContentImpl', 'TooltipContentImpl'];

/** Bytes of a file gzipped at level 9, as a server compresses it ahead. */
function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * The scripts a built page loads before any input: its module scripts, their modulepreload links
 * and everything they import statically (dynamic `import()` is left out: it waits for a use).
 */
function initialScripts(out, page) {
  const html = fs.readFileSync(path.join(out, page), 'utf8');
  const queue = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+)"/g)].map((match) => match[1]);
  const files = new Set();
  while (queue.length > 0) {
    const file = queue.shift();
    if (files.has(file)) {
      continue;
    }
    files.add(file);
    const code = fs.readFileSync(path.join(out, file), 'utf8');
    for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]));
    }
  }
  return { files, bytes: [...files].reduce((total, file) => total + gzipSize(path.join(out, file)), 0) };
}

/** The files of a tarball with their sizes. */
function tarballFiles(tarball) {
  return must('tar', ['-tzvf', tarball])
    .trim()
    .split('\n')
    .map((line) => {
      const parts = line.trim().split(/\s+/);
      return { size: Number(parts[2]), name: parts.slice(5).join(' ').replace(/^package\//, '') };
    });
}

/** A package's folder as npm installed it in a project. */
const installed = (project, folder) => path.join(project, 'node_modules', PACKAGES[folder]);

/**
 * Size and format figures the READMEs state, each with what it is measured on: the number the
 * pattern captures must equal the measurement rounded to as many decimals as the README writes
 * (a `true`/`false` measurement checks a statement instead).
 */
const FIGURES = [
  {
    name: 'detect: dist/index.js gzipped',
    readme: 'packages/detect/README.md',
    pattern: /(\d+(?:\.\d+)?) KB gzipped as shipped/,
    unit: KB,
    measure: ({ nodeProject }) => gzipSize(path.join(installed(nodeProject, 'detect'), 'dist/index.js')),
  },
  {
    name: 'release-core: installed size',
    readme: 'packages/release-core/README.md',
    pattern: /The package installs about (\d+(?:\.\d+)?) MB/,
    unit: MB,
    measure: ({ nodeProject }) => folderSize(installed(nodeProject, 'release-core')),
  },
  {
    name: 'release-core: packed size',
    readme: 'packages/release-core/README.md',
    pattern: /installs about [\d.]+ MB \((\d+(?:\.\d+)?) MB packed\)/,
    unit: MB,
    measure: ({ tarballs }) => fs.statSync(tarballs['release-core']).size,
  },
  {
    name: "release-core's README: release-shasums installed",
    readme: 'packages/release-core/README.md',
    pattern: /release-shasums`, the published SHA-256 checksum lists \((\d+(?:\.\d+)?) MB installed/,
    unit: MB,
    measure: ({ nodeProject }) => folderSize(installed(nodeProject, 'release-shasums')),
  },
  {
    name: "release-core's README: release-shasums packed",
    readme: 'packages/release-core/README.md',
    pattern: /MB installed, (\d+(?:\.\d+)?) MB packed\)/,
    unit: MB,
    measure: ({ tarballs }) => fs.statSync(tarballs['release-shasums']).size,
  },
  {
    name: 'release-shasums: packed',
    readme: 'packages/release-shasums/README.md',
    pattern: /MB of JSON, about (\d+(?:\.\d+)?) MB packed/,
    unit: MB,
    measure: ({ tarballs }) => fs.statSync(tarballs['release-shasums']).size,
  },
  {
    name: 'release-shasums: installed',
    readme: 'packages/release-shasums/README.md',
    pattern: /It installs about (\d+(?:\.\d+)?) MB/,
    unit: MB,
    measure: ({ nodeProject }) => folderSize(installed(nodeProject, 'release-shasums')),
  },
  {
    name: 'root README: release-shasums packed',
    readme: 'README.md',
    pattern: /do not download (\d+(?:\.\d+)?) MB of digests/,
    unit: MB,
    measure: ({ tarballs }) => fs.statSync(tarballs['release-shasums']).size,
  },
  ...Object.keys(PACKAGES).map((folder) => ({
    name: `${PACKAGES[folder]}: CommonJS as the README says`,
    readme: `packages/${folder}/README.md`,
    pattern: /(ES modules only|ES modules and CommonJS|ESM \+ CJS|ESM only)/,
    measure: ({ tarballs }) => {
      const text = fs.readFileSync(path.join(ROOT, `packages/${folder}/README.md`), 'utf8');
      const saysCommonJs = /ES modules and CommonJS|ESM \+ CJS/.test(text);
      const saysEsmOnly = /ES modules only|ESM only/.test(text);
      const hasCommonJs = tarballFiles(tarballs[folder]).some((entry) => entry.name.endsWith('.cjs'));
      return hasCommonJs ? saysCommonJs && !saysEsmOnly : saysEsmOnly && !saysCommonJs;
    },
  })),
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'packages-consumer-'));
const tarballs = {};
const started = Date.now();
const viaRegistry = process.argv.includes('--registry');
let registry;
/** What a project installs a package from: its name and version on the registry, or its tarball. */
const source = (folder) => {
  if (!viaRegistry) {
    return tarballs[folder];
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages', folder, 'package.json'), 'utf8'));
  return `${PACKAGES[folder]}@${version}`;
};

try {
  check('build the packages', () => {
    must('pnpm', ['turbo', 'run', 'build', ...Object.values(PACKAGES).map((name) => `--filter=${name}`), '--output-logs=errors-only'], {
      cwd: ROOT,
      env: { TURBO_TELEMETRY_DISABLED: '1' },
    });
  });

  if (viaRegistry) {
    const registryDir = path.join(work, 'registry');
    fs.mkdirSync(registryDir);
    const registryStarted = performance.now();
    try {
      registry = await startRegistry(registryDir);
      // Every command from here on (npm, pnpm, npx) uses the local registry.
      Object.assign(process.env, registry.env);
      console.log(`ok   start a local registry at ${registry.url}, proxying ${registry.upstream} [${((performance.now() - registryStarted) / 1000).toFixed(1)} s]`);
      results.passed += 1;
    } catch (error) {
      console.log(`FAIL start a local registry: ${error instanceof Error ? error.message : String(error)}`);
      results.failed += 1;
    }
    check('publish every package to the local registry with pnpm release, as the release pipeline does', () => {
      assert(registry, 'no registry');
      // No git tags: the release pipeline tags what it publishes to the public registry only.
      const out = must('pnpm', ['release', '--no-git-tag'], { cwd: ROOT, env: { CI: 'true' } });
      for (const folder of Object.keys(PACKAGES)) {
        const served = must('npm', ['view', source(folder), 'version'], { cwd: work }).trim();
        assert(served !== '', `the registry does not serve ${source(folder)}\n${out.slice(-2000)}`);
      }
      return Object.keys(PACKAGES).map(source).join(', ');
    });
  }

  const packDir = path.join(work, 'tarballs');
  fs.mkdirSync(packDir);
  for (const [folder, name] of Object.entries(PACKAGES)) {
    check(viaRegistry ? `fetch ${name} as the registry serves it` : `pack ${name}`, () => {
      const before = new Set(fs.readdirSync(packDir));
      if (viaRegistry) {
        must('npm', ['pack', source(folder), '--pack-destination', packDir], { cwd: work });
      } else {
        must('pnpm', ['pack', '--pack-destination', packDir], { cwd: path.join(ROOT, 'packages', folder) });
      }
      const file = fs.readdirSync(packDir).find((entry) => !before.has(entry) && entry.endsWith('.tgz'));
      assert(file, 'no tarball written');
      tarballs[folder] = path.join(packDir, file);
      const listing = must('tar', ['-tzvf', tarballs[folder]]);
      const files = listing
        .trim()
        .split('\n')
        .map((line) => {
          const parts = line.trim().split(/\s+/);
          return { size: Number(parts[2]), name: parts.slice(5).join(' ').replace(/^package\//, '') };
        });
      for (const required of ['LICENSE', 'README.md', 'package.json', ...(fs.existsSync(path.join(ROOT, 'packages', folder, 'CHANGELOG.md')) ? ['CHANGELOG.md'] : [])]) {
        assert(files.some((entry) => entry.name === required), `the tarball has no ${required}`);
      }
      assert(!files.some((entry) => entry.name.startsWith('src/')), 'the tarball ships src/');
      // The snapshot ships once, as JSON files: no built code may carry an inlined copy.
      // (release-core's library entry carries the bundled semver and valibot, about 200 KB with them;
      // the dist index alone is 320 KB.)
      const heavy = files.filter((entry) => /^dist\/.*\.(c?js|d\.c?ts)$/.test(entry.name) && entry.size > 250 * KB);
      assert(heavy.length === 0, `built files over 250 KB (inlined data?): ${heavy.map((entry) => `${entry.name} ${format(entry.size)}`).join(', ')}`);
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages', folder, 'package.json'), 'utf8'));
      assert(manifest.license === 'MIT' && manifest.files.includes('LICENSE'), 'package.json must say MIT and list LICENSE in files');
      // The checksum lists ship in release-shasums only.
      const lists = files.filter((entry) => entry.name.endsWith('shasums.json'));
      assert(
        folder === 'release-shasums' ? lists.length === 1 : lists.length === 0,
        `shasums.json in ${PACKAGES[folder]}: ${lists.map((entry) => entry.name).join(', ') || 'none'}`,
      );
      return `${files.length} files, ${format(fs.statSync(tarballs[folder]).size)}`;
    });
  }
  for (const folder of Object.keys(PACKAGES)) {
    check(`budget: ${PACKAGES[folder]} tarball ≤ ${format(BUDGETS[folder].tarball)}`, () => {
      assert(tarballs[folder], 'not packed');
      const size = fs.statSync(tarballs[folder]).size;
      sizes.push([`${PACKAGES[folder]} tarball`, size]);
      assert(size <= BUDGETS[folder].tarball, `${format(size)} is over ${format(BUDGETS[folder].tarball)}`);
      return format(size);
    });
  }

  // --- Node: release-core, release-shasums and detect, ESM and CommonJS, the command line --------
  const nodeProject = path.join(work, 'node');
  fs.mkdirSync(nodeProject);
  writeJson(path.join(nodeProject, 'package.json'), { name: 'consumer-node', private: true, version: '0.0.0' });
  check('npm install release-core, release-shasums and detect (Node project)', () => {
    must('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', source('release-core'), source('release-shasums'), source('detect')], {
      cwd: nodeProject,
    });
  });
  for (const file of fs.readdirSync(path.join(FIXTURES, 'node'))) {
    fs.copyFileSync(path.join(FIXTURES, 'node', file), path.join(nodeProject, file));
  }
  for (const folder of ['release-core', 'release-shasums', 'detect']) {
    check(`budget: ${PACKAGES[folder]} installed ≤ ${format(BUDGETS[folder].installed)}`, () => {
      const dir = path.join(nodeProject, 'node_modules', PACKAGES[folder]);
      const own = folderSize(dir);
      const deps = [...dependencyClosure(nodeProject, dir).keys()].reduce((total, depDir) => total + folderSize(depDir), 0);
      sizes.push([`${PACKAGES[folder]} installed`, own], [`${PACKAGES[folder]} dependencies installed`, deps]);
      assert(own <= BUDGETS[folder].installed, `${format(own)} is over ${format(BUDGETS[folder].installed)}`);
      return `${format(own)}, dependencies ${format(deps)}`;
    });
  }
  check('Node ESM import of release-core, /data, release-shasums and detect', () => must('node', ['esm.mjs'], { cwd: nodeProject }).trim());
  check('CommonJS require of release-core, /data, release-shasums and detect', () => must('node', ['cjs.cjs'], { cwd: nodeProject }).trim());
  check('npx node-release: a good command prints the URL', () => {
    const out = must('npx', ['--no', 'node-release', 'url', '22.1.0', '--os', 'linux', '--platform', 'x64'], { cwd: nodeProject });
    assert(out.trim() === 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz', `printed ${JSON.stringify(out)}`);
  });
  check('npx node-release: a version that is no release exits 1, one newer than the data 3, an empty alias 2, each with a message', () => {
    const lines = [];
    for (const [args, status, named] of [
      [['resolve', '22.1.5', '--offline'], 1, /v22\.1\.5 is not a release/],
      [['resolve', '99.0.0', '--offline'], 3, /v99\.0\.0 is newer than the release data of \d{4}-\d{2}-\d{2}: run without --offline/],
      [['resolve', '', '--offline'], 2, /the alias is empty/],
    ]) {
      const result = run('npx', ['--no', 'node-release', ...args], { cwd: nodeProject });
      assert(result.status === status, `node-release ${args.join(' ')} exited ${result.status}, not ${status}`);
      assert(named.test(result.stderr), `stderr does not say why: ${JSON.stringify(result.stderr)}`);
      lines.push(result.stderr.trim().split('\n')[0]);
    }
    return lines.join('; ');
  });
  check('npx node-release: bad usage exits 2', () => {
    for (const args of [[], ['resolve', 'lts', '--bogus']]) {
      const result = run('npx', ['--no', 'node-release', ...args], { cwd: nodeProject });
      assert(result.status === 2, `node-release ${args.join(' ')} exited ${result.status}`);
      assert(result.stderr.trim() !== '', `node-release ${args.join(' ')} printed no message`);
    }
  });
  check('npx node-release --version prints the packed version', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(nodeProject, 'node_modules', PACKAGES['release-core'], 'package.json'), 'utf8'));
    // After `--`: npx would answer `--version` itself.
    const out = must('npx', ['--no', '--', 'node-release', '--version'], { cwd: nodeProject }).trim();
    assert(new RegExp(`^${version.replaceAll('.', '\\.')} \\(release data of \\d{4}-\\d{2}-\\d{2}\\)$`).test(out), `printed ${JSON.stringify(out)}`);
    return out;
  });
  check('npx node-release with release-shasums: verify and a file only the published lists name', () => {
    const verify = must('npx', ['--no', 'node-release', 'verify', '22.1.0', '--os', 'darwin', '--file', 'node-v22.1.0.pkg'], { cwd: nodeProject });
    assert(verify.includes('| shasum -a 256 -c -'), `verify printed ${JSON.stringify(verify)}`);
    const url = must('npx', ['--no', 'node-release', ...V0_12_MSI], { cwd: nodeProject });
    assert(url.trim() === 'https://nodejs.org/dist/v0.12.18/x64/node-v0.12.18-x64.msi', `url printed ${JSON.stringify(url)}`);
  });

  // --- Node: release-core alone, without the checksum lists ----------------------------------------
  const bareProject = path.join(work, 'node-without-lists');
  fs.mkdirSync(bareProject);
  writeJson(path.join(bareProject, 'package.json'), { name: 'consumer-node-without-lists', private: true, version: '0.0.0' });
  check('npm install release-core alone (Node project without the checksum lists)', () => {
    must('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', source('release-core')], { cwd: bareProject });
    assert(!fs.existsSync(path.join(bareProject, 'node_modules', PACKAGES['release-shasums'])), 'npm installed release-shasums, an optional peer');
  });
  check('npx node-release without release-shasums: url from the dist index tokens', () => {
    const out = must('npx', ['--no', 'node-release', 'url', '22.1.0', '--os', 'linux', '--platform', 'x64'], { cwd: bareProject });
    assert(out.trim() === 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz', `printed ${JSON.stringify(out)}`);
    const missing = run('npx', ['--no', 'node-release', ...V0_12_MSI], { cwd: bareProject });
    assert(missing.status === 1 && missing.stderr.includes(PACKAGES['release-shasums']), `exit ${missing.status}: ${JSON.stringify(missing.stderr)}`);
    return missing.stderr.trim();
  });
  check('npx node-release without release-shasums: verify exits 1 naming the package to install', () => {
    const result = run('npx', ['--no', 'node-release', 'verify', 'v24.11.1', '--os', 'linux', '--platform', 'x64'], { cwd: bareProject });
    assert(result.status === 1, `exit ${result.status}`);
    assert(result.stderr.includes(`npm install ${PACKAGES['release-shasums']}`), `stderr: ${JSON.stringify(result.stderr)}`);
    return result.stderr.trim();
  });

  // --- pnpm: the four packages from the registry, as a pnpm user installs them --------------------
  if (viaRegistry) {
    const pnpmProject = path.join(work, 'pnpm');
    fs.mkdirSync(pnpmProject);
    writeJson(path.join(pnpmProject, 'package.json'), { name: 'consumer-pnpm', private: true, version: '0.0.0' });
    check('pnpm add release-core, release-shasums, detect and ui with React 19 from the registry (pnpm project)', () => {
      must('pnpm', ['add', source('release-core'), source('release-shasums'), source('detect'), source('ui'), `react@${REGISTRY.react}`, `react-dom@${REGISTRY['react-dom']}`], {
        cwd: pnpmProject,
        env: { npm_config_strict_peer_dependencies: 'true', pnpm_config_strict_peer_dependencies: 'true' },
      });
    });
    for (const file of fs.readdirSync(path.join(FIXTURES, 'node'))) {
      fs.copyFileSync(path.join(FIXTURES, 'node', file), path.join(pnpmProject, file));
    }
    check('pnpm project: Node ESM import and CommonJS require of the packages', () =>
      [must('node', ['esm.mjs'], { cwd: pnpmProject }).trim(), must('node', ['cjs.cjs'], { cwd: pnpmProject }).trim()].join('; '),
    );
    check('pnpm project: node-release prints the URL', () => {
      const out = must(path.join(pnpmProject, 'node_modules/.bin/node-release'), ['url', '22.1.0', '--os', 'linux', '--platform', 'x64'], { cwd: pnpmProject });
      assert(out.trim() === 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz', `printed ${JSON.stringify(out)}`);
    });
  }

  // --- Web: all three packages with React 19, TypeScript and Vite ---------------------------------
  const webProject = path.join(work, 'web');
  fs.cpSync(path.join(FIXTURES, 'web'), webProject, { recursive: true });
  writeJson(path.join(webProject, 'package.json'), { name: 'consumer-web', private: true, version: '0.0.0', type: 'module' });
  check('npm install ui, release-core, detect with React 19, TypeScript and Vite (web project)', () => {
    must(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        source('ui'),
        source('release-core'),
        source('release-shasums'),
        source('detect'),
        ...Object.entries(REGISTRY).map(([name, version]) => `${name}@${version}`),
      ],
      { cwd: webProject },
    );
  });
  // `node` (node10) reads no `exports`: release-core's subpaths resolve through its `typesVersions`.
  for (const moduleResolution of ['node16', 'nodenext', 'bundler', 'node10']) {
    check(`tsc --noEmit, strict, skipLibCheck false, moduleResolution ${moduleResolution}`, () => {
      const config = `tsconfig.${moduleResolution}.json`;
      writeJson(path.join(webProject, config), {
        compilerOptions: {
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          target: 'es2022',
          lib: ['es2022', 'dom'],
          types: [],
          module: { node16: 'node16', nodenext: 'nodenext', node10: 'commonjs' }[moduleResolution] ?? 'esnext',
          moduleResolution,
          // TypeScript 6 asks node10 users to acknowledge that it is deprecated.
          ...(moduleResolution === 'node10' ? { ignoreDeprecations: '6.0' } : {}),
        },
        files: ['consumer.ts'],
      });
      must('node', ['node_modules/typescript/bin/tsc', '-p', config], { cwd: webProject });
    });
  }
  check('renderToString of every ui component with snapshot data (React 19)', () => must('node', ['render.mjs'], { cwd: webProject }).trim());
  check('CommonJS require of ui (an ES module package: require of ES modules, Node.js 20.19+/22.12+)', () => {
    const code = "const ui = require('@node-downloads/ui'); if (typeof ui.ReleasesTable !== 'function') throw new Error('no ReleasesTable'); console.log(Object.keys(ui).length + ' exports');";
    return must('node', ['--input-type=commonjs', '-e', code], { cwd: webProject }).trim();
  });
  check('vite build of an app using ui, its styles.css, release-core and detect', () => {
    must('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: webProject });
    const assets = fs.readdirSync(path.join(webProject, 'dist/assets'));
    const css = assets.find((file) => file.endsWith('.css'));
    const js = assets.find((file) => file.endsWith('.js'));
    assert(css && js, `expected a .css and a .js asset, got ${assets.join(', ')}`);
    assert(fs.readFileSync(path.join(webProject, 'dist/assets', css), 'utf8').includes('--nd-'), "the built CSS lacks ui's --nd-* tokens");
    return `${js} ${format(fs.statSync(path.join(webProject, 'dist/assets', js)).size)}, ${css}`;
  });
  check('ui: a page with one deferred Select loads no Radix before any input, and at most 5 KB (gzip) more than one with a Badge', () => {
    must('node', ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.pages.config.mjs'], { cwd: webProject });
    const out = path.join(webProject, 'dist-pages');
    const select = initialScripts(out, 'select.html');
    const badge = initialScripts(out, 'badge.html');
    const extra = select.bytes - badge.bytes;
    const holdsRadix = (file) => RADIX_MARKERS.some((marker) => fs.readFileSync(path.join(out, file), 'utf8').includes(marker));
    const early = [...select.files].filter(holdsRadix);
    assert(early.length === 0, `Radix is in what the Select page loads before any input: ${early.join(', ')}`);
    // Not vacuous: the select's Radix side is built, in a chunk the page loads when the select is reached.
    const later = fs
      .readdirSync(path.join(out, 'assets'))
      .map((file) => `assets/${file}`)
      .filter((file) => file.endsWith('.js') && !select.files.has(file) && holdsRadix(file));
    assert(later.length > 0, 'no chunk loaded on demand holds the Radix side');
    const lazy = later.reduce((total, file) => total + gzipSize(path.join(out, file)), 0);
    // What remains is ui's own Select (the plain trigger); the marks an item's `icon` names are drawn
    // from the page's sprite (this page shows none, so it includes none).
    assert(extra <= 5 * KB, `the Select page loads ${format(select.bytes)} before any input, the Badge page ${format(badge.bytes)}: ${format(extra)} more`);
    return `Select page ${format(select.bytes)}, Badge page ${format(badge.bytes)} (+${format(extra)}); Radix ${format(lazy)} loaded when the select is reached`;
  });
  check('one copy of React in the app (npm ls react)', () => {
    const tree = JSON.parse(run('npm', ['ls', 'react', '--all', '--json'], { cwd: webProject }).stdout || '{}');
    const versions = new Set();
    const walk = (node) => {
      for (const [name, child] of Object.entries(node.dependencies ?? {})) {
        if (name === 'react') {
          versions.add(child.version);
        }
        walk(child);
      }
    };
    walk(tree);
    assert(versions.size === 1, `react versions: ${[...versions].join(', ') || 'none'}`);
    return `react ${[...versions][0]}`;
  });
  check(`budget: ${PACKAGES.ui} installed ≤ ${format(BUDGETS.ui.installed)}, its dependencies reported`, () => {
    const dir = path.join(webProject, 'node_modules', PACKAGES.ui);
    const own = folderSize(dir);
    const closure = dependencyClosure(webProject, dir);
    const deps = [...closure.keys()].reduce((total, depDir) => total + folderSize(depDir), 0);
    sizes.push([`${PACKAGES.ui} installed`, own], [`${PACKAGES.ui} dependencies installed (${closure.size} packages, peers excluded)`, deps]);
    assert(own <= BUDGETS.ui.installed, `${format(own)} is over ${format(BUDGETS.ui.installed)}`);
    return `${format(own)}, dependencies ${format(deps)} in ${closure.size} packages`;
  });

  // Every package the built code and types import is declared (a dependency or a peer): the web
  // project has all three packages, so an undeclared one would resolve here but not for a user.
  for (const name of Object.values(PACKAGES)) {
    check(`${name} declares every package its dist imports`, () => {
      const dir = path.join(webProject, 'node_modules', name);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
      const imported = new Set();
      for (const file of fs.readdirSync(path.join(dir, 'dist'))) {
        const text = fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
        for (const match of text.matchAll(/(?:from\s*|import\s*\(?\s*|require\s*\(\s*)['"]([^'"./][^'"]*)['"]/g)) {
          const specifier = match[1];
          if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
            imported.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
          }
        }
      }
      // A package whose types come from DefinitelyTyped (`semver` in release-core's types, its code
      // bundled) is declared by its `@types/` package.
      const undeclared = [...imported].filter((dependency) => !declared.has(dependency) && !declared.has(`@types/${dependency}`) && dependency !== name);
      assert(undeclared.length === 0, `imported but not declared: ${undeclared.join(', ')}`);
      return [...imported].sort().join(', ') || 'no imports';
    });
  }

  // Every file the manifest points at is in the tarball: no condition may name a file left out
  // (such as the workspace's `@node-downloads/source` condition pointing at src/).
  for (const name of Object.values(PACKAGES)) {
    check(`${name}: every export condition, main, types and bin names a file of the tarball`, () => {
      const dir = path.join(webProject, 'node_modules', name);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const targets = [];
      const walk = (value, where) => {
        if (typeof value === 'string') {
          targets.push([where, value]);
        } else if (value && typeof value === 'object') {
          for (const [key, child] of Object.entries(value)) {
            walk(child, `${where} → ${key}`);
          }
        }
      };
      walk(manifest.exports, 'exports');
      for (const field of ['main', 'module', 'types', 'bin', 'typesVersions']) {
        walk(manifest[field], field);
      }
      const missing = targets.filter(([, target]) => !target.includes('*') && !fs.existsSync(path.join(dir, target)));
      assert(missing.length === 0, `not in the tarball: ${missing.map(([where, target]) => `${where}: ${target}`).join('; ')}`);
      return `${targets.length} targets`;
    });
  }

  for (const figure of FIGURES) {
    check(`README figure: ${figure.name}`, () => {
      const text = fs.readFileSync(path.join(ROOT, figure.readme), 'utf8');
      const match = figure.pattern.exec(text);
      assert(match, `${figure.readme} no longer says it (${figure.pattern})`);
      const stated = match[1];
      const measured = figure.measure({ tarballs, nodeProject, webProject });
      if (typeof measured === 'boolean') {
        assert(measured, `${figure.readme} says "${match[0]}", which the tarball contradicts`);
        return match[0];
      }
      const decimals = stated.includes('.') ? stated.split('.')[1].length : 0;
      const shown = (measured / figure.unit).toFixed(decimals);
      assert(shown === stated, `${figure.readme} says "${match[0]}"; measured ${shown} (${measured} bytes)`);
      return `"${match[0]}": ${measured} bytes`;
    });
  }

  // --- The READMEs' examples run as written --------------------------------------------------------
  for (const folder of Object.keys(PACKAGES)) {
    const examples = readmeExamples(path.join(ROOT, 'packages', folder, 'README.md'));
    check(`${PACKAGES[folder]} README has a runnable example`, () => {
      assert(examples.length > 0, 'no ```js example block');
      return `${examples.length} block(s)`;
    });
    examples.forEach((code, index) => {
      check(`${PACKAGES[folder]} README example ${index + 1} runs`, () => {
        // ui's examples need React; release-core's must work with release-core alone.
        const project = { ui: webProject, 'release-core': bareProject }[folder] ?? nodeProject;
        const file = path.join(project, `readme-${folder}-${index + 1}.mjs`);
        fs.writeFileSync(file, code);
        const printed = must('node', [file], { cwd: project }).trim().split('\n');
        // A `// prints: text` comment is what that line of the example prints, in order.
        const expected = [...code.matchAll(/\/\/ prints: (.*)$/gm)].map((match) => match[1].trim());
        assert(
          JSON.stringify(printed) === JSON.stringify(expected),
          `printed ${JSON.stringify(printed)}, the README says ${JSON.stringify(expected)}`,
        );
        return `${printed.length} line(s) as documented`;
      });
    });
  }
} finally {
  registry?.stop();
  if (process.argv.includes('--keep')) {
    console.log(`kept ${work}`);
  } else {
    // Every command ran to its end (spawnSync); the retries cover a late write by a process one
    // of them left behind (a Vite or npm helper).
    fs.rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  }
}

console.log('sizes:');
for (const [label, bytes] of sizes) {
  console.log(`  ${label}: ${format(bytes)}`);
}
console.log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`packages consumer: ${results.passed} passed, ${results.failed} failed`);
if (process.env.CI_REPORTS) {
  fs.mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
  writeJson(path.join(ROOT, '.reports/packages-consumer.json'), { ...results, skipped: 0 });
}
process.exit(results.failed > 0 ? 1 : 0);
