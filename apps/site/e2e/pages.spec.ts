import { expect, ROUTES, SERVER, test, watchLayoutShifts } from './fixtures';

test.describe('home page', () => {
  test('gets a visitor to the LTS download in one click', async ({ page, problems }) => {
    await page.goto(ROUTES.home);
    await page.getByRole('link', { name: 'Get Node.js v26.13.0 (LTS)' }).click();
    await expect(page).toHaveURL(/\/download$/);
    expect(problems).toEqual([]);
  });

  test('links straight to the installers of the LTS release', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole('link', { name: 'macOS installer (.pkg)' })).toHaveAttribute(
      'href',
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0.pkg',
    );
  });
});

test.describe('archive pages', () => {
  test('list every published file of the release with its checksum', async ({ page, problems }) => {
    await page.goto(ROUTES.archive);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Node.js v22.1.0');
    const rows = page.locator('[data-slot="artifact-table"] tbody tr');
    await expect(rows.filter({ hasText: 'node-v22.1.0-linux-x64.tar.xz' }).getByRole('link')).toHaveAttribute(
      'href',
      'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz',
    );
    await expect(rows.filter({ hasText: 'node-v22.1.0-linux-x64.tar.xz' }).locator('.sha')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByRole('heading', { name: /^Files \(\d+\)$/ })).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(30);
    await expect(page.getByRole('link', { name: 'Checksums (SHASUMS256.txt.asc)' })).toHaveAttribute(
      'href',
      'https://nodejs.org/dist/v22.1.0/SHASUMS256.txt.asc',
    );
    await expect(page.getByRole('link', { name: 'Changelog of v22.1.0' })).toHaveAttribute(
      'href',
      'https://github.com/nodejs/node/releases/tag/v22.1.0',
    );
    await expect(page.getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      'https://nodejs.org/dist/v22.1.0/docs/api/',
    );
    // The page ships one script, "Check a downloaded file"'s, and no data for it.
    expect(await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))).toEqual([
      expect.stringMatching(/^\/assets\/archive-[\w-]+\.js$/),
    ]);
    expect(await page.locator('script[type="application/json"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('the version picker leads to the newest release of a line', async ({ page }) => {
    await page.goto(ROUTES.archive);
    await page.locator('[data-slot="version-picker-summary"]').click();
    await page.getByRole('link', { name: /^v18\.\d+\.\d+$/ }).click();
    await expect(page).toHaveURL(/\/download\/archive\/v18\.20\.\d+$/);
  });

  test('/download/archive/current shows the newest line when none is Current', async ({ page }) => {
    await page.goto(ROUTES.archiveCurrent);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Node.js v26.13.0');
  });

  test('old releases list their files under the old layout', async ({ page }) => {
    await page.goto(ROUTES.archiveOld);
    await expect(page.getByRole('link', { name: 'x64/node-v0.10.48-x64.msi' })).toHaveAttribute(
      'href',
      'https://nodejs.org/dist/v0.10.48/x64/node-v0.10.48-x64.msi',
    );
  });
});

test.describe('release pages', () => {
  test('show title, date, status, contents, files and changelog', async ({ page }) => {
    await page.goto(ROUTES.blog);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Node.js v26.13.0 (LTS 'Lithium')");
    await expect(page.locator('time').first()).toHaveText('Oct 28, 2026');
    await expect(page.locator('[data-slot="badge"]').first()).toHaveText('Active LTS');
    await expect(page.locator('.facts')).toContainText('V8');
    await expect(page.getByRole('link', { name: 'Changelog of v26.13.0' })).toHaveAttribute(
      'href',
      'https://github.com/nodejs/node/releases/tag/v26.13.0',
    );
    expect(await page.locator('script[src]').count()).toBe(0);
  });
});

test.describe('previous releases', () => {
  test('details dialogs open one at a time and close', async ({ page, problems }) => {
    await page.goto(ROUTES.previousReleases);
    await page.getByRole('link', { name: 'Details v22' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCount(1);
    await expect(dialog.getByRole('heading').first()).toHaveText("Node.js v22 (Jod)");
    await expect(dialog.getByRole('link', { name: /v22\.1\.0/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Details v0.12' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog').getByRole('heading').first()).toHaveText('Node.js v0.12');
    await page.locator('[data-slot="dialog-close"]').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('release tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [ROUTES.previousReleases, ROUTES.eol]) {
    test(`${path}: cards far below the screen are laid out only as they near it, and scrolling through shifts nothing`, async ({ page, problems }) => {
      const layoutShifts = await watchLayoutShifts(page);
      await page.goto(path);
      const rows = page.locator('[data-slot="table"] tbody tr');
      const rendered = () => rows.evaluateAll((cards) => cards.map((card) => card.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })));
      await expect(rows.first()).toBeAttached();
      const atLoad = await rendered();
      expect(atLoad.at(-1), 'the last card is not laid out at load').toBe(false);
      for (let step = 0; step < 40; step += 1) {
        await page.mouse.wheel(0, 600);
      }
      await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
      await expect(rows.last().getByRole('link', { name: /^Details/ })).toBeInViewport();
      expect(await layoutShifts()).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('end-of-life page', () => {
  test('vulnerability dialogs show the real advisories and close', async ({ page }) => {
    await page.goto(ROUTES.eol);
    await page.getByRole('link', { name: /Details v18/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: /^CVE-\d{4}-\d+$/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.cve\.org\/CVERecord\?id=CVE-/,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the v25 dialog says how many advisories affected the line and that its last release has none known', async ({ page }) => {
    await page.goto(ROUTES.eol);
    await page.getByRole('link', { name: /Details v25/ }).click();
    const count = page.getByRole('dialog').locator('[data-slot="dialog-count"]');
    await expect(count).toHaveText('15 known vulnerabilities affected v25 releases; v25.9.0, the last, has none known.');
    await page.screenshot({ path: test.info().outputPath('eol-v25-dialog.png') });
  });

  test('advisory texts are formatted, not shown as Markdown (CVE-2018-12115 of v4 Argon)', async ({ page }) => {
    await page.goto(ROUTES.eol);
    await page.getByRole('link', { name: /Details v4\b/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('code', { hasText: 'Buffer#write()' }).first()).toBeVisible();
    await expect(dialog).toContainText("under the names 'ucs2', 'ucs-2'");
    await expect(dialog).not.toContainText('`');
  });

  test('the line section a Details link leads to formats advisory texts too (v4 Argon, no JavaScript needed)', async ({ page }) => {
    await page.goto(ROUTES.eol);
    const href = await page.getByRole('link', { name: /Details v4\b/ }).getAttribute('href');
    expect(href).toMatch(/^\/download\/archive\/v4\.\d+\.\d+#line-details$/);
    await page.goto(href ?? '');
    const section = page.locator('#line-details');
    await expect(section.locator('code', { hasText: 'Buffer#write()' }).first()).toBeVisible();
    await expect(section).not.toContainText('`');
  });
});

test.describe('unknown routes', { tag: SERVER }, () => {
  for (const path of ['/download/archive/v99.0.0', '/download/archive/v22', '/blog/release/v22.1', '/nope', '/download/archive/v22.1.0x']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    });
  }
});

test.describe('security headers', { tag: SERVER }, () => {
  test('every page is served with a CSP that allows no inline script', async ({ page }) => {
    const response = await page.goto(ROUTES.download);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The page's own scripts ran under that policy: the selection was hydrated.
    await expect(page.locator('[data-slot="code-box-pre"]')).toBeVisible();
    expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);
  });
});

test.describe('pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, path] of Object.entries(ROUTES)) {
    test(`${name} renders its content`, { tag: SERVER }, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('footer')).toContainText('Release data snapshot of Nov 16, 2026');
    });
  }

  test('the releases table is complete without JavaScript', async ({ page }) => {
    await page.goto(ROUTES.previousReleases);
    await expect(page.locator('table tbody tr').filter({ hasText: 'Lithium' })).toHaveCount(1);
  });
});
