// The size and format figures the READMEs state, checked against the packed tarballs.
import fs from 'node:fs';
import path from 'node:path';
import { assert, check, } from './harness.mjs';
import { KB, MB, PACKAGES, ROOT } from './packages.mjs';
import { folderSize, gzipSize, installed, tarballFiles } from './measure.mjs';

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

export function checkReadmeFigures({ tarballs, nodeProject, webProject }) {
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
}
