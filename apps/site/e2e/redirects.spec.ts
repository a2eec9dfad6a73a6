import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../src/i18n/locales';
import { redirectRules } from '../src/redirects';
import { readRedirectsFile } from '../scripts/serve/redirects-file';
import { MALFORMED_TARGETS, rawRequest, rawStatus } from '../test/raw-request';
import { expect, ROUTES, SERVER, test } from './fixtures';

/**
 * The reference site's addresses on the server in front of the build (the preview server, or
 * nginx with the generated configuration in CI): every rule of `_redirects` answers 301 to its
 * target in one hop, with and without a trailing slash, the query kept, and the target answers
 * 200; addresses that map to nothing we have are 404s, and odd ones never loop or fail. Sent over a
 * raw socket, so nothing is normalised or followed on the way.
 */
const siteDir = process.env.SITE_OUT_DIR ?? path.resolve(import.meta.dirname, '../dist');
const baseUrl = process.env.SITE_URL ?? '';
const builtLocales = LOCALES.filter((locale) => locale === 'en' || fs.existsSync(path.join(siteDir, locale, 'index.html')));
// The 302s of the newest files have their own spec (latest.spec.ts).
const rules = readRedirectsFile(siteDir).filter((rule) => rule.status !== 302);
const staticRules = rules.filter((rule) => !rule.from.includes(':'));
const dynamicRules = rules.filter((rule) => rule.from.includes(':'));
const version = ROUTES.archive.split('/').pop() ?? '';

/** Where the server sends `target`: the status and the Location. */
async function answer(target: string): Promise<{ status: number; location: string | undefined }> {
  const response = await rawRequest(baseUrl, target);
  return { status: response.status, location: response.headers.location };
}

/** Checks that `target` is a 301 to `location` and that `location` answers 200; counts the address. */
async function expectRedirect(target: string, location: string, tested: Set<string>): Promise<void> {
  expect(await answer(target), target).toEqual({ status: 301, location });
  tested.add(target);
}

test.describe('redirects of the reference site\'s addresses', { tag: SERVER }, () => {
  test('_redirects says what the redirect table says for the locales built', () => {
    expect(rules).toEqual(redirectRules(builtLocales).map(({ from, to }) => ({ from, to })));
  });

  test('every static rule answers 301 to its target, with and without a trailing slash, and every target answers 200', async () => {
    const tested = new Set<string>();
    for (const rule of staticRules) {
      await expectRedirect(rule.from, rule.to, tested);
      if (rule.from !== '/') {
        await expectRedirect(`${rule.from}/`, rule.to, tested);
      }
    }
    for (const target of new Set(staticRules.map((rule) => rule.to))) {
      expect(await rawStatus(baseUrl, target), target).toBe(200);
    }
    console.log(`redirects: ${tested.size} addresses of ${staticRules.length} static rules answered 301 at ${baseUrl}`);
    expect(tested.size).toBeGreaterThanOrEqual(2 * staticRules.length - 1);
  });

  test('the addresses of the issue reports land on our pages', async () => {
    const tested = new Set<string>();
    for (const [target, location] of [
      ['/en/download', '/download'],
      ['/en/download/current', '/download/current'],
      ['/en/about/previous-releases', '/about/previous-releases'],
      ['/about/releases', '/about/previous-releases'],
      ['/en/about/releases', '/about/previous-releases'],
      ['/download/releases', '/about/previous-releases'],
      ['/download/package-manager', '/download'],
      ['/en/download/package-manager', '/download'],
      ['/en/download/package-manager/current', '/download/current'],
      ['/en/download/prebuilt-installer/current', '/download/current'],
      ['/en', '/'],
      ['/zh-tw/download', '/download'],
      ['/feed/release', '/feed/releases.xml'],
      ['/en/feed/vulnerability.xml', '/feed/vulnerabilities.xml'],
      ['/ja/about/releases', builtLocales.includes('ja') ? '/ja/about/previous-releases' : '/about/previous-releases'],
    ] as const) {
      await expectRedirect(target, location, tested);
      expect(await rawStatus(baseUrl, location), location).toBe(200);
    }
  });

  test('the query string is kept', async () => {
    const tested = new Set<string>();
    await expectRedirect('/en/download?os=win&platform=arm64&method=fnm', '/download?os=win&platform=arm64&method=fnm', tested);
    await expectRedirect('/download/package-manager/?version=v24', '/download?version=v24', tested);
    await expectRedirect(`/en/download/archive/${version}?a=%20b`, `/download/archive/${version}?a=%20b`, tested);
  });

  test('release pages under any prefix go to our page of the release, in the visitor\'s locale where we have it', async () => {
    const tested = new Set<string>();
    expect(dynamicRules.length).toBeGreaterThan(0);
    for (const rule of dynamicRules) {
      const target = rule.to.replace(':version', version);
      await expectRedirect(rule.from.replace(':version', version), target, tested);
      await expectRedirect(`${rule.from.replace(':version', version)}/`, target, tested);
      expect(await rawStatus(baseUrl, target), target).toBe(200);
      // A version we have no page for is a 404, not a redirect to one.
      expect(await answer(rule.from.replace(':version', 'v99.0.0')), rule.from).toEqual({ status: 404, location: undefined });
    }
    for (const locale of builtLocales.filter((locale) => locale !== 'en')) {
      // Our own localized release pages are served as they are.
      expect(await rawStatus(baseUrl, `/${locale}${ROUTES.archive}`)).toBe(200);
    }
    console.log(`redirects: ${tested.size} release addresses answered 301 at ${baseUrl}`);
  });

  test('an address under a known prefix that maps to nothing is a 404 with that locale\'s 404 page where we have it', async () => {
    const english = fs.readFileSync(path.join(siteDir, '404.html'), 'utf8');
    for (const target of ['/en/nothing', '/en/download/archive/v99.0.0', '/ca/blog/release/v99.0.0', '/zh-tw/about/nothing', '/en/download/package-manager/all/current']) {
      const response = await rawRequest(baseUrl, target);
      expect(response.status, target).toBe(404);
      expect(response.headers.location, target).toBeUndefined();
      expect(response.body, target).toBe(english);
    }
    for (const locale of builtLocales.filter((locale) => locale !== 'en')) {
      const response = await rawRequest(baseUrl, `/${locale}/about/nothing`);
      expect(response.status).toBe(404);
      expect(response.body).toBe(fs.readFileSync(path.join(siteDir, locale, '404.html'), 'utf8'));
    }
  });

  test('odd case, doubled slashes, encoded characters and overlong paths get a 301 to the canonical page or a 404, never a loop or a failure', async () => {
    const odd = [
      '/EN/Download',
      '/En/download',
      '/en/DOWNLOAD',
      '/en//download',
      '//en/download',
      '/en/download//',
      '/en/%64ownload',
      '/%65n/download',
      '/en/download%2F',
      '/en/download%2f%2f',
      '/en/download/archive/%2e%2e',
      `/en/download/archive/${version}%2f..%2f..%2f..%2fetc%2fpasswd`,
      '/en/download/archive/v22.1.0%00',
      '/en/download%3Fos=win',
      '/en/download/%',
      `/en/${'a'.repeat(10 * 1024)}`,
      `/en/download/archive/${'v'.repeat(4000)}`,
      ...MALFORMED_TARGETS.map((target) => `/en${target}`),
    ];
    for (const target of odd) {
      const { status, location } = await answer(target);
      expect([301, 400, 404], target.slice(0, 80)).toContain(status);
      if (status === 301) {
        // One hop to a page that answers.
        expect(location, target).toMatch(/^\/[^/]/);
        expect(await rawStatus(baseUrl, location ?? ''), `${target} → ${location}`).toBe(200);
      }
    }
    expect(await answer('/en/%64ownload')).toEqual({ status: 301, location: '/download' });
    expect(await answer('/en/download%2F')).toEqual({ status: 301, location: '/download' });
    expect(await rawStatus(baseUrl, '/EN/Download')).toBe(404);
    // The table itself is not served.
    expect(await rawStatus(baseUrl, '/_redirects')).toBe(404);
    expect(await rawStatus(baseUrl, '/download/')).toBe(200);
  });
});
