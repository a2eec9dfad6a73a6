// ui in the web project's app: server rendering, CommonJS require, a Vite build with its styles,
// Radix loaded only on demand, one copy of React, and ui's installed budget.
import fs from 'node:fs';
import path from 'node:path';
import { assert, check, must, run, sizes } from './harness.mjs';
import { BUDGETS, format, KB, PACKAGES } from './packages.mjs';
import { dependencyClosure, folderSize, gzipSize, initialScripts, RADIX_MARKERS } from './measure.mjs';

export function checkUiInApp({ webProject }) {
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
}
