import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

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
