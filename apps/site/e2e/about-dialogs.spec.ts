import type { Page, Route } from '@playwright/test';
import { expect, ROUTES, SERVER, test } from './fixtures';

/** Answers the first request for `path` with `answer`, then lets requests through to the real file. */
async function failOnce(page: Page, path: string, answer: (route: Route) => Promise<void>) {
  let failed = false;
  await page.route(`**${path}`, async (route) => {
    if (failed) {
      await route.continue();
      return;
    }
    failed = true;
    await answer(route);
  });
}

test.describe('about pages: details dialogs load their line’s file when opened', () => {
  test('the page itself loads no line data; the dialog fetches /api/v22.json when opened', { tag: SERVER }, async ({ page, problems }) => {
    const api: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) {
        api.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(ROUTES.previousReleases);
    // Its only data block is the messages of the dialogs (no line data, nothing to hydrate).
    await expect(page.locator('script[type="application/json"]')).toHaveCount(1);
    await expect(page.locator('script[type="application/json"]#page-messages')).toHaveCount(1);
    expect(api).toEqual([]);
    await page.getByRole('link', { name: 'Details v22' }).click();
    const dialog = page.getByRole('dialog', { name: 'Node.js v22 (Jod)' });
    await expect(dialog.getByRole('link', { name: 'Docs v22.1.0' })).toHaveAttribute('href', 'https://nodejs.org/dist/v22.1.0/docs/api/');
    await expect(dialog.getByRole('link', { name: 'Download archive v22.1.0' })).toHaveAttribute('href', '/download/archive/v22.1.0');
    expect(api).toEqual(['/api/v22.json']);
    expect(problems).toEqual([]);
  });

  const failures: [string, (route: Route) => Promise<void>, RegExp][] = [
    ['a 404', (route) => route.fulfill({ status: 404, body: 'not found' }), /v22 could not be loaded: the server answered 404/],
    ['a 500', (route) => route.fulfill({ status: 500, body: 'oops' }), /v22 could not be loaded: the server answered 500/],
    [
      'truncated JSON',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"line":"v22","major":22,"rele' }),
      /the answer is not valid JSON/,
    ],
    [
      'JSON of another shape',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"line":"v22","releases":"none"}' }),
      /field codename is missing or not what the API documents/,
    ],
  ];
  for (const [name, answer, message] of failures) {
    test(`${name}: the dialog says why and a retry loads the line; the table stays`, async ({ page }) => {
      // The failed answer is reported by the browser as a console error: not a problem of the page.
      await failOnce(page, '/api/v22.json', answer);
      await page.goto(ROUTES.previousReleases);
      const rows = page.locator('table[data-table="releases"] tbody tr');
      const lines = await rows.count();
      await page.getByRole('link', { name: 'Details v22' }).click();
      const dialog = page.getByRole('dialog', { name: 'Node.js v22 (Jod)' });
      await expect(dialog).toContainText(message);
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.getByRole('table')).toContainText('v22.1.0');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(rows).toHaveCount(lines);
      expect(lines).toBeGreaterThan(30);
      await expect(page.getByRole('link', { name: 'Details v22' })).toBeFocused();
    });
  }

  test('a slow answer shows a loading state, then the advisories, formatted by the build: one file, no parser', async ({ page, problems }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/(api|about\/advisories)\/|\.js$/.test(pathname)) {
        loaded.push(pathname);
      }
    });
    await page.route('**/about/advisories/v18.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(ROUTES.eol);
    await page.getByRole('link', { name: 'Details v18' }).click();
    const dialog = page.getByRole('dialog', { name: /Node\.js v18 \(Hydrogen\) vulnerabilities/ });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toContainText('Loading…');
    await expect(dialog.getByRole('link', { name: /^CVE-\d{4}-\d+$/ }).first()).toHaveAttribute('href', /^https:\/\/www\.cve\.org\/CVERecord\?id=CVE-/);
    await expect(dialog.locator('[data-slot="severity-chip"]').first()).toBeVisible();
    await expect(dialog.locator('[data-slot="advisory-text"] code').first()).toBeVisible();
    expect(loaded.filter((path) => !path.endsWith('.js'))).toEqual(['/about/advisories/v18.json']);
    expect(loaded.filter((path) => /advisory-markdown/.test(path))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a malformed advisories file: the dialog names the wrong part, renders none of it, and a retry loads the line', async ({ page }) => {
    // The file's first advisory carries raw HTML where its formatted text belongs.
    await failOnce(page, '/about/advisories/v18.json', async (route) => {
      const response = await route.fetch();
      const file = (await response.json()) as { known: Record<string, unknown>[] };
      file.known[0]!.text = [{ kind: 'html', text: '<img id="injected" src="x">' }];
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(file) });
    });
    await page.goto(ROUTES.eol);
    await page.getByRole('link', { name: 'Details v18' }).click();
    const dialog = page.getByRole('dialog', { name: /Node\.js v18 \(Hydrogen\) vulnerabilities/ });
    await expect(dialog).toContainText(/v18 could not be loaded: its field known\[0\]\.text\[0\]\.kind is missing or not what the API documents/);
    await expect(page.locator('#injected')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.locator('[data-slot="severity-chip"]').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Details v18' })).toBeFocused();
  });
});

test.describe('the vulnerabilities dialog on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('each advisory’s Details link stays one word on one line, its column wide enough for it', async ({ page }) => {
    await page.goto(ROUTES.eol);
    await page.getByRole('link', { name: 'Details v16' }).click();
    const dialog = page.getByRole('dialog', { name: /Node\.js v16 \(Gallium\) vulnerabilities/ });
    const links = dialog.getByRole('table').getByRole('link', { name: /^Details\b/ });
    await expect(links.first()).toBeVisible();
    // An inline link broken over several lines has one box per line.
    const lineCounts = await links.evaluateAll((elements) => elements.map((element) => element.getClientRects().length));
    expect(lineCounts.length).toBeGreaterThan(10);
    expect(lineCounts.filter((count) => count !== 1)).toEqual([]);
  });
});

test.describe('about pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a Details link leads to the line section of its newest archive page: overview and every release', async ({ page }) => {
    await page.goto(ROUTES.previousReleases);
    await page.getByRole('link', { name: 'Details v22' }).click();
    await expect(page).toHaveURL(/\/download\/archive\/v22\.\d+\.\d+#line-details$/);
    const section = page.locator('#line-details');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Release line v22 (Jod)');
    await expect(section.locator('[data-slot="overview"]')).toContainText('First released');
    await expect(section.getByRole('link', { name: 'Download archive v22.1.0' })).toHaveAttribute('href', '/download/archive/v22.1.0');
  });

  test('an end-of-life line page lists its vulnerabilities with CVE links and severities', async ({ page }) => {
    await page.goto(ROUTES.eol);
    await page.getByRole('link', { name: 'Details v18' }).click();
    await expect(page).toHaveURL(/\/download\/archive\/v18\.\d+\.\d+#line-details$/);
    const section = page.locator('#line-details');
    await expect(section.getByRole('heading', { name: 'Known vulnerabilities' })).toBeVisible();
    await expect(section.getByRole('link', { name: /^CVE-\d{4}-\d+$/ }).first()).toHaveAttribute('href', /^https:\/\/www\.cve\.org\/CVERecord\?id=CVE-/);
    await expect(section.locator('[data-slot="severity-chip"]').first()).toBeVisible();
  });
});
