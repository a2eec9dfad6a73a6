/** Small builds for the tests: a few pages with their siblings, an asset, a health file and a redirect table. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new temporary folder, removed by the returned function. */
export function temporaryFolder(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-deploy-test-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Writes a build into `dir`: `files` (path → content) besides a health file naming `build`. */
export function writeBuild(dir: string, build: string, files: Record<string, string>): string {
  const all: Record<string, string> = {
    'health.json': `${JSON.stringify({ build, commit: '28a734ce4a0b66a576b9ab414fa0079fdc37b604' })}\n`,
    _redirects: '/download/latest /download 301\n',
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

export const BASE_FILES: Record<string, string> = {
  'index.html': '<html>home</html>',
  'index.html.gz': 'gz of home',
  'download/index.html': '<html>download</html>',
  'about/eol/index.html': '<html>eol</html>',
  'assets/app-AAAA1111.js': 'console.log(1)',
  'assets/styles-BBBB2222.css': 'body{}',
};
