/**
 * Lighthouse (mobile, default simulated throttling) over the built site, served locally with
 * gzip: prints performance, accessibility, best practices, SEO and CLS for the main route types.
 * Offline: Chromium from CHROME_PATH (default /usr/bin/chromium). Reports go to .lighthouse/.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { startServer } from './server';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/download', '/about/previous-releases', '/about/eol', '/download/archive/v22.1.0', '/blog/release/v26.13.0', '/'];
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const server = await startServer({ root: process.env.SITE_OUT_DIR?.trim() ? path.resolve(process.env.SITE_OUT_DIR.trim()) : path.join(siteRoot, 'dist'), port: 0 });
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
const port = 9000 + Math.floor(Math.random() * 900);
const chrome = spawn(
  process.env.CHROME_PATH ?? '/usr/bin/chromium',
  ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...FLAGS, 'about:blank'],
  { stdio: 'ignore' },
);
const outDir = path.join(siteRoot, '.lighthouse');
fs.mkdirSync(outDir, { recursive: true });
let failed = false;
try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
      break;
    } catch (error) {
      if (attempt > 50) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  console.log('Lighthouse, mobile: performance / accessibility / best practices / SEO, CLS');
  for (const page of PAGES) {
    const result = await lighthouse(`${server.url}${page}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) {
      throw new Error(`Lighthouse returned nothing for ${page}`);
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    console.log(
      `  ${page.padEnd(28)} ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}  CLS ${cls.toFixed(3)}  LCP ${((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s  TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
    );
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      if (score(id) < 100) {
        const failing = Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
          .map((audit) => audit.id);
        console.log(`      ${id} below 100: ${failing.join(', ')}`);
      }
    }
    fs.writeFileSync(path.join(outDir, `${page.replace(/\W+/g, '_') || 'home'}.json`), result.report as string);
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  chrome.kill();
  await server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
