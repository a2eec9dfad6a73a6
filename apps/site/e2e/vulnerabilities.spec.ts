import { audit, expect, test } from './fixtures';

/**
 * "Is this version safe?" on the archive and release pages of a pinned release: static markup,
 * so it is checked with JavaScript off as a visitor without scripts gets it.
 */
test.describe('known vulnerabilities of a release', () => {
  test.use({ javaScriptEnabled: false });

  test('the archive page of v20.11.0 counts, lists and marks them, and links the release to move to', async ({ page }) => {
    await page.goto('/download/archive/v20.11.0');
    await page.getByRole('link', { name: '36 known vulnerabilities' }).click();
    const section = page.locator('#vulnerabilities');
    await expect(section).toBeInViewport();
    await expect(section.getByRole('heading', { name: 'Known vulnerabilities of v20.11.0' })).toBeVisible();
    await expect(section.getByRole('note')).toContainText('v20 is end-of-life: it gets no more fixes');
    await expect(section).toContainText('36 known vulnerabilities affect v20.11.0, according to the security advisories data of Nov 16, 2026.');
    await expect(section.locator('p[data-slot="severity-chips"] [data-slot="severity-chip"]')).toHaveText(['15 high', '14 medium', '7 low']);
    const spawn = section.getByRole('row').filter({ has: page.getByRole('link', { name: 'CVE-2024-27980', exact: true }) });
    await expect(spawn).toHaveCount(1);
    await expect(spawn).toContainText('Windows only');
    await spawn.getByRole('link', { name: 'v20.12.2' }).click();
    await expect(page).toHaveURL(/\/download\/archive\/v20\.12\.2$/);
    await page.goBack();
    await page.locator('#vulnerabilities [data-slot="upgrade"]').getByRole('link', { name: 'v26.13.0' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Node.js v26.13.0');
    await expect(page.locator('#vulnerabilities')).toContainText('No known vulnerability affects v26.13.0');
  });

  test('the release page of v22.12.0 gives the count and the move, and leads to the list', async ({ page }) => {
    await page.goto('/blog/release/v22.12.0');
    const section = page.locator('#vulnerabilities');
    await expect(section).toContainText('40 known vulnerabilities affect v22.12.0');
    await expect(section.locator('[data-slot="upgrade"]')).toHaveText('Move to v22.23.2, the newest release of v22: it fixes all of these.');
    await section.getByRole('link', { name: 'the archive page of v22.12.0' }).click();
    await expect(page).toHaveURL(/\/download\/archive\/v22\.12\.0#vulnerabilities$/);
    await expect(page.locator('#vulnerabilities tbody tr')).toHaveCount(40);
  });

  test('in Arabic, versions and CVE ids read left to right inside the sentences', async ({ page }) => {
    await page.goto('/ar/download/archive/v20.11.0');
    const section = page.locator('#vulnerabilities');
    await expect(section.getByRole('heading', { name: 'الثغرات المعروفة في v20.11.0' })).toBeVisible();
    const cve = section.getByRole('link', { name: 'CVE-2024-27980', exact: true });
    await expect(cve).toHaveCSS('direction', 'ltr');
    const version = section.locator('p bdi', { hasText: 'v20.11.0' }).first();
    await expect(version).toHaveCSS('direction', 'ltr');
  });
});

test('pages with advisories have no accessibility violations, in English and Arabic, on a phone too', async ({ page }) => {
  for (const [path, viewport] of [
    ['/download/archive/v20.11.0', { width: 1280, height: 900 }],
    ['/ar/download/archive/v20.11.0', { width: 390, height: 844 }],
    ['/blog/release/v22.12.0', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    const results = await audit(page).include('#vulnerabilities').analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
