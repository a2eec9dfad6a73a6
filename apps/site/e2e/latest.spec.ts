import fs from 'node:fs';
import path from 'node:path';
import type { ApiLine } from '../src/api/releases-api';
import { readRedirectsFile } from '../scripts/serve/redirects-file';
import { rawRequest } from '../test/raw-request';
import { expect, SERVER, test } from './fixtures';

/**
 * The version-free addresses of the newest files on the server in front of the build (the preview
 * server, or nginx in CI): each address `_redirects` lists for the LTS channel and an older line
 * answers a 302 to a file the release data lists for the version the channel's `.txt` holds;
 * unknown channels and files are 404s, and while no line is Current its channel's addresses answer
 * a 404 page that says so. Sent over a raw socket, so no redirect is followed.
 */
const siteDir = process.env.SITE_OUT_DIR ?? path.resolve(import.meta.dirname, '../dist');
const baseUrl = process.env.SITE_URL ?? '';
const latestRules = readRedirectsFile(siteDir).filter((rule) => rule.status === 302);
const noCurrentPage = path.join(siteDir, 'download/latest/current/404.html');

/** The files the build's API lists for a release, by their address on the distribution server. */
function listedUrls(version: string): Set<string> {
  const major = /^v(\d+)\./.exec(version)?.[1] ?? '';
  const line = JSON.parse(fs.readFileSync(path.join(siteDir, `api/v${major}.json`), 'utf8')) as ApiLine;
  const release = line.releases.find((candidate) => candidate.version === version);
  return new Set(release?.files.map((file) => file.url) ?? []);
}

/** Every address of a channel answers 302 to a file the data lists of the release its `.txt` names. */
async function expectChannel(channel: string): Promise<number> {
  const txt = await rawRequest(baseUrl, `/download/latest/${channel}.txt`);
  expect(txt.status, `${channel}.txt`).toBe(200);
  expect(txt.headers['content-type']).toMatch(/^text\/plain/);
  expect(txt.body).toMatch(/^v\d+\.\d+\.\d+\n$/);
  const version = txt.body.trim();
  const listed = listedUrls(version);
  const rules = latestRules.filter((rule) => rule.from.startsWith(`/download/latest/${channel}/`));
  expect(rules.length, channel).toBeGreaterThan(0);
  for (const rule of rules) {
    const answer = await rawRequest(baseUrl, rule.from);
    expect({ status: answer.status, location: answer.headers.location }, rule.from).toEqual({ status: 302, location: rule.to });
    expect(rule.to.startsWith(`https://nodejs.org/dist/${version}/`), rule.to).toBe(true);
    expect(listed.has(rule.to), `${rule.to} is a file the data lists for ${version}`).toBe(true);
    // The address is the published name without its version.
    const name = rule.from.split('/').pop() ?? '';
    expect(rule.to.split('/').pop()?.replace(`-${version}`, ''), rule.from).toBe(name);
  }
  return rules.length;
}

test.describe('version-free addresses of the newest files', { tag: SERVER }, () => {
  test('every address of the LTS channel answers 302 to a file the data lists of the version in lts.txt', async () => {
    const count = await expectChannel('lts');
    console.log(`latest: ${count} addresses of the lts channel answered 302 at ${baseUrl}`);
  });

  test('every address of v22 answers 302 to a file the data lists, among them the files scripts ask for', async () => {
    expect(await expectChannel('v22')).toBeGreaterThan(20);
    for (const [address, file] of [
      ['/download/latest/v22/node-linux-x64.tar.xz', 'node-v22.23.2-linux-x64.tar.xz'],
      ['/download/latest/v22/node-x64.msi', 'node-v22.23.2-x64.msi'],
      ['/download/latest/v22/node.pkg', 'node-v22.23.2.pkg'],
      ['/download/latest/v22/node.tar.gz', 'node-v22.23.2.tar.gz'],
      ['/download/latest/v22/SHASUMS256.txt', 'SHASUMS256.txt'],
    ] as const) {
      const answer = await rawRequest(baseUrl, address);
      expect({ status: answer.status, location: answer.headers.location }, address).toEqual({ status: 302, location: `https://nodejs.org/dist/v22.23.2/${file}` });
    }
  });

  test('an unknown channel or file, or a file the data does not know, answers 404', async () => {
    for (const address of [
      '/download/latest/v99/node.tar.gz',
      '/download/latest/v99.txt',
      '/download/latest/nightly/SHASUMS256.txt',
      '/download/latest/v22/node-v22.23.2.tar.gz',
      '/download/latest/v22/node-linux-x65.tar.xz',
      '/download/latest/v22/win-x64/node.exe',
      '/download/latest/v20/node.tar.gz',
    ]) {
      expect((await rawRequest(baseUrl, address)).status, address).toBe(404);
    }
  });

  test('while no line is Current, its channel answers 404 with a page that says so and links to the next Current line', async ({ page }) => {
    test.skip(!fs.existsSync(noCurrentPage), 'a line is Current at this build\'s date');
    expect((await rawRequest(baseUrl, '/download/latest/current.txt')).status).toBe(404);
    const response = await page.goto('/download/latest/current/node-linux-x64.tar.xz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Current release to download');
    await expect(page.locator('main')).toContainText('becomes the Current line on');
    await expect(page.getByRole('link', { name: /alpha/ })).toHaveAttribute('href', /^\/download\/archive\/v\d+\.0\.0-alpha/);
    await expect(page.getByRole('link', { name: 'See the Current download page' })).toHaveAttribute('href', '/download/current');
    if (fs.existsSync(path.join(siteDir, 'ja/download/latest/current/404.html'))) {
      const ja = await page.goto('/ja/download/latest/current/node.pkg');
      expect(ja?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ダウンロードできる Current リリースはありません');
      await expect(page.getByRole('link', { name: 'Current のダウンロードページを見る' })).toHaveAttribute('href', '/ja/download/current');
    }
  });
});
