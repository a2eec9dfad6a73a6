import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { snapshot } from '../test/snapshot';
import { audit, expect, test } from './fixtures';

/**
 * "Check a downloaded file" on an archive page and in the download page's verify box. A file
 * whose digest a real list holds is a release file of tens of megabytes, which no test downloads:
 * the positive verdicts are checked by giving the page a digest of the test's own file in place
 * of one listed digest (the archive page's table row, the download page's API answer), while the
 * matcher's unit test finds real files by their real digests.
 */
const ARCHIVE = '/download/archive/v24.11.1';
const LINUX = 'node-v24.11.1-linux-x64.tar.xz';
const LINUX_DIGEST = snapshot.shasums['v24.11.1']![LINUX]!;
const HASH_WASM = /\/assets\/hash-wasm-[^/]*\.js$/;

const fileOf = (text: string) => ({ name: 'node-download.bin', mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Holds the hasher's script until the returned function is called, so a check is caught while under way. */
async function holdHasher(page: import('@playwright/test').Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(HASH_WASM, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('checking a downloaded file on an archive page', () => {
  test('a file no list has: the page says so and names its real digest', async ({ page, problems }) => {
    await page.goto(ARCHIVE);
    const box = page.locator('[data-slot="check-file"]');
    await expect(box).toBeVisible();
    const file = fileOf('not a Node.js file');
    await box.getByLabel('File to check').setInputFiles(file);
    const status = box.getByRole('status');
    await expect(status).toHaveText(`This file matches no file the checksums of v24.11.1 list. Its SHA-256 is ${sha256(file.buffer)}.`);
    await expect(box.locator('progress')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a file whose digest the table lists: named with its release, read from the page’s own table', async ({ page, problems }) => {
    const file = fileOf('a stand-in for the Linux tarball');
    await page.route(`**${ARCHIVE}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(LINUX_DIGEST);
      await route.fulfill({ response, body: html.replace(LINUX_DIGEST, sha256(file.buffer)) });
    });
    await page.goto(ARCHIVE);
    await page.getByLabel('File to check').setInputFiles(file);
    await expect(page.locator('[data-slot="check-file-status"]')).toHaveText(
      `${LINUX} of v24.11.1: its SHA-256 matches the published checksum.`,
    );
    expect(problems).toEqual([]);
  });

  test('a second file cancels the first: only its verdict is given', async ({ page, problems }) => {
    // Both checks wait for the hasher to load, held until both files are chosen: the first
    // check is cancelled while it is under way, deterministically.
    const release = await holdHasher(page);
    await page.goto(ARCHIVE);
    const input = page.getByLabel('File to check');
    const status = page.locator('[data-slot="check-file-status"]');
    const first = fileOf('the first file');
    await input.setInputFiles(first);
    await expect(status).toContainText('Computing the SHA-256 of node-download.bin');
    const second = { ...fileOf('the second file'), name: 'second.bin' };
    await input.setInputFiles(second);
    await expect(status).toContainText('Computing the SHA-256 of second.bin');
    release();
    await expect(status).toContainText(sha256(second.buffer));
    await page.waitForTimeout(500);
    await expect(status).toContainText(sha256(second.buffer));
    await expect(status).not.toContainText(sha256(first.buffer));
    expect(problems).toEqual([]);
  });

  test('a file removed before it is read: a clear message and no verdict', async ({ page, problems }) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'check-file-'));
    const removed = path.join(folder, 'node-v24.11.1-linux-x64.tar.xz');
    writeFileSync(removed, Buffer.alloc(1024 * 1024, 1));
    // The hashing starts once the hasher has loaded: hold it until the file is gone.
    const release = await holdHasher(page);
    await page.goto(ARCHIVE);
    await page.getByLabel('File to check').setInputFiles(removed);
    rmSync(folder, { recursive: true });
    release();
    await expect(page.locator('[data-slot="check-file-status"]')).toHaveText(
      'node-v24.11.1-linux-x64.tar.xz could not be read to its end (was it moved, deleted or changed?), so there is no verdict. Choose it again.',
    );
    expect(problems).toEqual([]);
  });

  test('the hasher loads only when a file is chosen; a failed load says so', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (HASH_WASM.test(request.url())) {
        requested.push(request.url());
      }
    });
    await page.route(HASH_WASM, (route) => route.abort());
    await page.goto(ARCHIVE);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page.getByLabel('File to check').setInputFiles(fileOf('x'));
    await expect(page.locator('[data-slot="check-file-status"]')).toHaveText(/^The check could not start/);
    expect(requested).toHaveLength(1);
  });

  test('in Arabic, by keyboard: the verdict in the page’s language', async ({ page, problems }) => {
    await page.goto(`/ar${ARCHIVE}`);
    const file = fileOf('ملف');
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('الملف المراد فحصه').focus();
    await page.keyboard.press('Space');
    await (await chooser).setFiles(file);
    await expect(page.getByRole('status').filter({ hasText: sha256(file.buffer) })).toContainText('لا يطابق هذا الملف أي ملف');
    // The box with its verdict passes an axe audit, right to left and in dark colours too.
    expect((await audit(page).include('[data-slot="check-file"]').analyze()).violations).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect((await audit(page).include('[data-slot="check-file"]').analyze()).violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the archive page keeps the command-line steps and shows no file picker', async ({ page }) => {
    await page.goto(ARCHIVE);
    await expect(page.locator('[data-slot="verify-os"]').first()).toBeVisible();
    await expect(page.locator('[data-slot="check-file"]')).toBeHidden();
    await expect(page.locator('input[type="file"]')).toBeHidden();
  });
});

test.describe('checking a downloaded file in the download page’s verify box', () => {
  test('a file of an older release of the line: named with its release, from the line’s API file', async ({ page, problems }) => {
    const file = fileOf('a stand-in for an older Linux tarball');
    let apiRequests = 0;
    await page.route('**/api/v26.json', async (route) => {
      apiRequests += 1;
      const response = await route.fetch();
      const line = (await response.json()) as { releases: { version: string; files: { name: string; sha256: string | null }[] }[] };
      const older = line.releases.find((release) => release.version === 'v26.1.0')!;
      const target = older.files.find((entry) => entry.name === 'node-v26.1.0-linux-x64.tar.xz')!;
      target.sha256 = sha256(file.buffer);
      await route.fulfill({ response, json: line });
    });
    await page.goto('/download');
    const verify = page.locator('[data-slot="binaries"] [data-slot="verify-download"]');
    await verify.getByText('Verify your download').click();
    await verify.getByLabel('File to check').setInputFiles(file);
    await expect(verify.locator('[data-slot="check-file-status"]')).toHaveText(
      'This is node-v26.1.0-linux-x64.tar.xz of v26.1.0, not a file of v26.13.0: its SHA-256 matches that release’s published checksum.',
    );
    expect(apiRequests).toBe(1);
    expect(problems).toEqual([]);
  });
});
