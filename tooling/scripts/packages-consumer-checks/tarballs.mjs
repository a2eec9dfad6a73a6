// Each package packed (or fetched as the registry serves it), what its tarball holds, and the
// tarball size budgets. Fills `tarballs` (folder → file).
import fs from 'node:fs';
import path from 'node:path';
import { assert, check, must, sizes } from './harness.mjs';
import { BUDGETS, format, KB, PACKAGES, ROOT } from './packages.mjs';

export function checkTarballs({ work, tarballs, source, viaRegistry }) {
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
}
