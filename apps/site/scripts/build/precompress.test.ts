import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compress, pageTransfer, precompressDir } from './precompress';
import { brotliOptions, buildEffort, EFFORT } from './precompress-policy';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-precompress-'));
  fs.mkdirSync(path.join(dir, 'site/download'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site/download/index.html'), '<p>Download Node.js</p>'.repeat(200));
  fs.writeFileSync(path.join(dir, 'site/data.json'), JSON.stringify({ releases: Array.from({ length: 50 }, (_, i) => `v${i}.0.0`) }));
  fs.writeFileSync(path.join(dir, 'site/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompression', () => {
  it('writes .br and .gz siblings of the text files that decompress to the original, and totals the bytes', async () => {
    const totals = await precompressDir(path.join(dir, 'site'));
    const page = path.join(dir, 'site/download/index.html');
    const original = fs.readFileSync(page);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`))).toEqual(original);
    expect(zlib.gunzipSync(fs.readFileSync(`${page}.gz`))).toEqual(original);
    expect(fs.existsSync(path.join(dir, 'site/data.json.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'site/logo.png.br'))).toBe(false);
    expect(totals.files).toBe(2);
    expect(totals.raw).toBe(original.length + fs.statSync(path.join(dir, 'site/data.json')).size);
    expect(totals.br).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.raw / 5);
  });

  it('totals what a page and the assets it links weigh raw, with gzip and with brotli', async () => {
    fs.mkdirSync(path.join(dir, 'site/assets'));
    fs.writeFileSync(path.join(dir, 'site/assets/app-1.js'), 'console.log("download");'.repeat(100));
    fs.writeFileSync(path.join(dir, 'site/assets/site-2.css'), 'body{margin:0}'.repeat(100));
    fs.writeFileSync(path.join(dir, 'site/assets/stage-3.js'), 'console.log("stage");'.repeat(100));
    fs.writeFileSync(path.join(dir, 'site/assets/stage-4.js'), 'console.log("stage 4");'.repeat(100));
    fs.writeFileSync(
      path.join(dir, 'site/download/index.html'),
      '<script src="/assets/app-1.js" data-stages="/assets/stage-3.js /assets/stage-4.js"></script><link href="/assets/site-2.css"><a href="/assets/app-1.js">',
    );
    await precompressDir(path.join(dir, 'site'));
    const transfer = pageTransfer(path.join(dir, 'site'), 'download/index.html');
    expect(transfer.files).toEqual(['download/index.html', 'assets/app-1.js', 'assets/site-2.css', 'assets/stage-3.js', 'assets/stage-4.js']);
    const size = (file: string) => fs.statSync(path.join(dir, 'site', file)).size;
    expect(transfer.raw).toBe(['download/index.html', 'assets/app-1.js', 'assets/site-2.css', 'assets/stage-3.js', 'assets/stage-4.js'].reduce((sum, file) => sum + size(file), 0));
    expect(transfer.br).toBe(transfer.files.reduce((sum, file) => sum + size(`${file}.br`), 0));
    expect(transfer.gzip).toBe(transfer.files.reduce((sum, file) => sum + size(`${file}.gz`), 0));
  });

  it('reuses compressed files from the cache by content and drops unused entries', async () => {
    const cacheDir = path.join(dir, 'cache');
    fs.mkdirSync(cacheDir);
    fs.writeFileSync(path.join(cacheDir, 'stale.br'), 'old');
    await precompressDir(path.join(dir, 'site'), { cacheDir });
    const entries = fs.readdirSync(cacheDir).sort();
    expect(entries).toHaveLength(4);
    expect(entries).not.toContain('stale.br');
    // A cached entry is used as it is: tamper with one and see it copied.
    const pageHashBr = entries.find((name) => fs.readFileSync(path.join(cacheDir, name)).equals(fs.readFileSync(path.join(dir, 'site/download/index.html.br'))))!;
    fs.writeFileSync(path.join(cacheDir, pageHashBr), 'from cache');
    await precompressDir(path.join(dir, 'site'), { cacheDir });
    expect(fs.readFileSync(path.join(dir, 'site/download/index.html.br'), 'utf8')).toBe('from cache');
  });

  it('compresses on worker threads exactly as the same options do on the main thread', async () => {
    const archive = path.join(dir, 'site/download/archive/v20.0.0/index.html');
    fs.mkdirSync(path.dirname(archive), { recursive: true });
    fs.writeFileSync(archive, Array.from({ length: 400 }, (_, i) => `<tr><td>node-v20.0.${i}-linux-x64.tar.xz</td></tr>`).join('\n'));
    const totals = await precompressDir(path.join(dir, 'site'), { concurrency: 2 });
    expect(totals.files).toBe(3);
    for (const [file, effort] of [
      ['download/index.html', 'first-load'],
      ['download/archive/v20.0.0/index.html', 'long-tail'],
    ] as const) {
      const full = path.join(dir, 'site', file);
      const original = fs.readFileSync(full);
      const br = fs.readFileSync(`${full}.br`);
      expect(zlib.brotliDecompressSync(br)).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(`${full}.gz`))).toEqual(original);
      expect(br).toEqual(zlib.brotliCompressSync(original, brotliOptions(effort, original.length)));
      expect(fs.readFileSync(`${full}.gz`)).toEqual(zlib.gzipSync(original, { level: 9 }));
    }
    // the long tail is compressed at a lower quality: larger than quality 11 would make it
    const archiveData = fs.readFileSync(archive);
    expect(fs.statSync(`${archive}.br`).size).toBeGreaterThan((await compress(archiveData, 'br', 'first-load')).length);
  });

  it('refuses a number of threads that is not a positive whole number', async () => {
    await expect(precompressDir(path.join(dir, 'site'), { concurrency: 0 })).rejects.toThrow(/concurrency must be a positive whole number of threads, got 0/);
    await expect(precompressDir(path.join(dir, 'site'), { concurrency: 1.5 })).rejects.toThrow(RangeError);
    expect(fs.existsSync(path.join(dir, 'site/download/index.html.br'))).toBe(false);
  });

  it('reads every file from the cache when nothing changed, without compressing again', async () => {
    const cacheDir = path.join(dir, 'cache');
    const first = await precompressDir(path.join(dir, 'site'), { cacheDir });
    const entries = fs.readdirSync(cacheDir).sort();
    // Mark every cache entry: a sibling that ends with the mark was copied, not compressed again.
    for (const name of entries) {
      fs.appendFileSync(path.join(cacheDir, name), 'cached');
    }
    const second = await precompressDir(path.join(dir, 'site'), { cacheDir });
    expect(fs.readdirSync(cacheDir).sort()).toEqual(entries);
    expect(fs.readFileSync(path.join(dir, 'site/download/index.html.br')).subarray(-6).toString()).toBe('cached');
    expect(fs.readFileSync(path.join(dir, 'site/data.json.gz')).subarray(-6).toString()).toBe('cached');
    expect(second).toEqual({ ...first, br: first.br + 2 * 6, gzip: first.gzip + 2 * 6 });
  });

  it('compresses a file again when its effort changes, as the cache is keyed by content and options', async () => {
    const cacheDir = path.join(dir, 'cache');
    const page = '<p>Node.js v20.0.0 release notes</p>'.repeat(300);
    fs.mkdirSync(path.join(dir, 'site/blog/release/v20.0.0'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'site/blog/release/v20.0.0/index.html'), page);
    fs.writeFileSync(path.join(dir, 'site/download/index.html'), page);
    await precompressDir(path.join(dir, 'site'), { cacheDir });
    // same bytes, two efforts: two pairs of entries, each sibling as its own effort makes it
    expect(fs.readdirSync(cacheDir)).toHaveLength(6);
    const data = Buffer.from(page);
    expect(fs.readFileSync(path.join(dir, 'site/download/index.html.br'))).toEqual(await compress(data, 'br', 'first-load'));
    expect(fs.readFileSync(path.join(dir, 'site/blog/release/v20.0.0/index.html.br'))).toEqual(await compress(data, 'br', 'long-tail'));
  });
});

describe('quality policy', () => {
  it('gives quality 11 to what a first visit fetches, in every locale', () => {
    for (const file of [
      'assets/react-CccVFQFD.js',
      'assets/styles-DiE4EHSS.css',
      'index.html',
      '404.html',
      'favicon.svg',
      'download/index.html',
      'download/current/index.html',
      'download/archive/current/index.html',
      'about/eol/index.html',
      'about/previous-releases/index.html',
      'feed/releases.xml',
      'feed/vulnerabilities.xml',
      'feed/lines.ics',
      'api/schema.json',
      'ja/index.html',
      'ja/download/index.html',
      'pt-br/download/current/index.html',
      'zh-cn/about/api/index.html',
      'sitemap.xml',
      '/fr/download/index.html',
      path.join('de', 'download', 'index.html'),
    ]) {
      expect([file, buildEffort(file)]).toEqual([file, 'first-load']);
    }
    expect(EFFORT['first-load']).toEqual({ br: 11, gzip: 9 });
  });

  it('gives the fast quality to the per-release pages and the API files, in every locale', () => {
    for (const file of [
      'download/archive/v20.20.2/index.html',
      'blog/release/v0.10.48/index.html',
      'ja/download/archive/v24.1.0/index.html',
      'pt-br/blog/release/v18.0.0/index.html',
      'api/releases.json',
      'api/v20.json',
      'api/v0.12.json',
      'feed/v24.xml',
      'feed/v24-security.xml',
      'feed/v0.12.ics',
      'sitemap-en.xml',
      'sitemap-zh-cn.xml',
      // Not a locale of the site: an unknown folder is long tail.
      'xx/download/index.html',
      path.join('ko', 'download', 'archive', 'v22.0.0', 'index.html'),
    ]) {
      expect([file, buildEffort(file)]).toEqual([file, 'long-tail']);
    }
    expect(EFFORT['long-tail']).toEqual({ br: 6, gzip: 9 });
  });
});
