import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_OPERATIONS } from './copy';
import { BASE_FILES, temporaryFolder, writeBuild } from './fixtures';
import { release, releaseIdOf } from './release';
import { rollback } from './rollback';
import { DeployError, listReleases } from './store';

const A = '20261122T101500Z-28a734c';
const B = '20261122T111500Z-28a734c';
const nginx = { brotli: false, listen: '127.0.0.1:8080' };

let work: ReturnType<typeof temporaryFolder>;
let root: string;
beforeEach(() => {
  work = temporaryFolder();
  root = path.join(work.dir, 'srv');
});
afterEach(() => work.remove());

function build(name: string, id: string, files: Record<string, string> = BASE_FILES): string {
  return writeBuild(path.join(work.dir, name), id, files);
}

function served(file: string): string {
  return fs.readFileSync(path.join(root, 'current', 'site', file), 'utf8');
}

function inode(id: string, file: string): number {
  return fs.statSync(path.join(root, 'releases', id, 'site', file)).ino;
}

describe('release ids', () => {
  it('is the build id its health file names, or the build time with an unknown commit without one', () => {
    expect(releaseIdOf(build('a', A))).toBe(A);
    const bare = path.join(work.dir, 'bare');
    fs.mkdirSync(bare);
    fs.writeFileSync(path.join(bare, 'index.html'), 'x');
    fs.utimesSync(path.join(bare, 'index.html'), new Date('2026-11-22T10:15:00.400Z'), new Date('2026-11-22T10:15:00.400Z'));
    expect(releaseIdOf(bare)).toBe('20261122T101500Z-unknown');
  });

  it('refuses a health file without a build id, naming the file', () => {
    const dir = build('a', A);
    fs.writeFileSync(path.join(dir, 'health.json'), '{"build":"yesterday"}');
    expect(() => releaseIdOf(dir)).toThrow(/health\.json names no build id .*"yesterday"/);
  });
});

describe('site:release', () => {
  it('copies the build with its nginx configuration and points current at it', () => {
    const result = release({ root, from: build('a', A), nginx });
    expect(result).toMatchObject({ id: A, previous: undefined, removed: [] });
    expect(fs.readlinkSync(path.join(root, 'current'))).toBe(`releases/${A}`);
    expect(served('download/index.html')).toBe('<html>download</html>');
    const conf = fs.readFileSync(path.join(root, 'current', 'nginx.conf'), 'utf8');
    expect(conf).toContain(`root ${path.join(root, 'current', 'site')};`);
    expect(conf).toContain('listen 127.0.0.1:8080 default_server;');
    expect(conf).toContain('location = /download/latest');
  });

  it('hard-links the files equal to the previous release\'s and copies the changed ones', () => {
    release({ root, from: build('a', A), nginx });
    const result = release({ root, from: build('b', B, { ...BASE_FILES, 'about/eol/index.html': '<html>eol, changed</html>' }), nginx });
    expect(result.figures).toMatchObject({ files: 8, linked: 6, copied: 2 });
    expect(inode(B, 'download/index.html')).toBe(inode(A, 'download/index.html'));
    expect(inode(B, 'about/eol/index.html')).not.toBe(inode(A, 'about/eol/index.html'));
    expect(served('about/eol/index.html')).toBe('<html>eol, changed</html>');
  });

  it('carries the previous release\'s own assets missing from the new build, for one release', () => {
    release({ root, from: build('a', A), nginx });
    const { 'assets/app-AAAA1111.js': _, ...withoutScript } = BASE_FILES;
    const second = release({ root, from: build('b', B, { ...withoutScript, 'assets/app-CCCC3333.js': 'console.log(2)' }), nginx });
    expect(second.carried).toBe(1);
    expect(served('assets/app-AAAA1111.js')).toBe('console.log(1)');
    expect(inode(B, 'assets/app-AAAA1111.js')).toBe(inode(A, 'assets/app-AAAA1111.js'));
    // The next release carries B's own script, not the one B carried.
    release({ root, from: build('c', '20261122T121500Z-28a734c', withoutScript), nginx });
    expect(fs.existsSync(path.join(root, 'current/site/assets/app-AAAA1111.js'))).toBe(false);
    expect(served('assets/app-CCCC3333.js')).toBe('console.log(2)');
  });

  it('keeps the newest N releases', () => {
    const ids = [1, 2, 3, 4].map((hour) => `20261122T0${hour}0000Z-28a734c`);
    const removed = ids.map((id, index) => release({ root, from: build(`b${index}`, id), keep: 2, nginx }).removed);
    expect(removed).toEqual([[], [], [ids[0]], [ids[1]]]);
    expect(listReleases(root)).toEqual({ ids: ids.slice(2), current: ids[3] });
  });

  it('never switches to a copy that failed half-way, and the next release clears it', () => {
    release({ root, from: build('a', A), nginx });
    let copies = 0;
    const failing = {
      ...FILE_OPERATIONS,
      copyFile: (from: string, to: string) => {
        copies += 1;
        if (copies === 2) {
          throw new Error('ENOSPC: no space left on device');
        }
        fs.copyFileSync(from, to);
      },
    };
    const changed = { ...BASE_FILES, 'index.html': 'new home', 'download/index.html': 'new download' };
    expect(() => release({ root, from: build('b', B, changed), nginx }, failing)).toThrow(/ENOSPC/);
    expect(listReleases(root)).toEqual({ ids: [A], current: A });
    expect(served('index.html')).toBe('<html>home</html>');
    expect(fs.readdirSync(path.join(root, 'releases'))).toEqual([`.partial-${B}`, A]);
    release({ root, from: path.join(work.dir, 'b'), nginx });
    expect(fs.readdirSync(path.join(root, 'releases'))).toEqual([A, B]);
    expect(served('index.html')).toBe('new home');
  });

  it('refuses a current that is no symlink, a build released already, a folder without a build and a keep of 0, with exit status 2', () => {
    const from = build('a', A);
    release({ root, from, nginx });
    const plain = path.join(work.dir, 'plain');
    fs.mkdirSync(path.join(plain, 'current'), { recursive: true });
    const refusals = [
      () => release({ root: plain, from, nginx }),
      () => release({ root, from, nginx }),
      () => release({ root, from: path.join(work.dir, 'nothing'), nginx }),
      () => release({ root, from, keep: 0, nginx }),
    ];
    const messages = refusals.map((refused) => {
      try {
        refused();
      } catch (error) {
        expect(error).toBeInstanceOf(DeployError);
        expect((error as DeployError).exitCode).toBe(2);
        return (error as Error).message;
      }
      return 'not refused';
    });
    expect(messages[0]).toMatch(/plain\/current is not a symbolic link/);
    expect(fs.existsSync(path.join(plain, 'releases'))).toBe(false);
    expect(messages[1]).toMatch(`Release ${A} exists already`);
    expect(messages[2]).toMatch(/No built site in .*nothing/);
    expect(messages[3]).toMatch(/--keep must be .* got 0/);
  });
});

describe('site:rollback', () => {
  it('switches back to the previous release, whose files are its own again', () => {
    release({ root, from: build('a', A), nginx });
    release({ root, from: build('b', B, { ...BASE_FILES, 'about/added/index.html': 'added', 'index.html': 'B home' }), nginx });
    expect(rollback({ root })).toEqual({ from: B, to: A });
    expect(served('index.html')).toBe('<html>home</html>');
    expect(fs.existsSync(path.join(root, 'current/site/about/added/index.html'))).toBe(false);
    expect(rollback({ root, to: B })).toEqual({ from: A, to: B });
  });

  it('exits 2 naming the releases, and switches nothing, with no earlier release or an unknown id', () => {
    release({ root, from: build('a', A), nginx });
    expect(() => rollback({ root })).toThrow(new DeployError(`No release before ${A} in ${root} to roll back to; releases: ${A} (current). Nothing switched.`));
    release({ root, from: build('b', B), nginx });
    expect(() => rollback({ root, to: '20250101T000000Z-0000000' })).toThrow(
      new DeployError(`No release 20250101T000000Z-0000000 in ${root}; releases: ${A}, ${B} (current). Nothing switched.`),
    );
    expect(listReleases(root).current).toBe(B);
    expect(() => rollback({ root: path.join(work.dir, 'empty') })).toThrow(/No release is served .*releases: none/);
  });
});
