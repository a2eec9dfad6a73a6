import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageTransfer, precompressDir } from './precompress';

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
    fs.writeFileSync(path.join(dir, 'site/download/index.html'), '<script src="/assets/app-1.js"></script><link href="/assets/site-2.css"><a href="/assets/app-1.js">');
    await precompressDir(path.join(dir, 'site'));
    const transfer = pageTransfer(path.join(dir, 'site'), 'download/index.html');
    expect(transfer.files).toEqual(['download/index.html', 'assets/app-1.js', 'assets/site-2.css']);
    const size = (file: string) => fs.statSync(path.join(dir, 'site', file)).size;
    expect(transfer.raw).toBe(size('download/index.html') + size('assets/app-1.js') + size('assets/site-2.css'));
    expect(transfer.br).toBe(size('download/index.html.br') + size('assets/app-1.js.br') + size('assets/site-2.css.br'));
    expect(transfer.gzip).toBe(size('download/index.html.gz') + size('assets/app-1.js.gz') + size('assets/site-2.css.gz'));
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
});
