import type { Page } from '@playwright/test';
import { expect, ROUTES, SERVER, test } from './fixtures';

/** The advisory ids the API lists for `version` on `os` (every system's when none differs). */
async function apiIds(page: Page, line: string, version: string, os: string): Promise<string[]> {
  const response = await page.request.get(`/api/${line}.json`);
  const body = (await response.json()) as { releases: { version: string; vulnerabilities: string[]; vulnerabilitiesBySystem: Record<string, string[]> | null }[] };
  const release = body.releases.find((entry) => entry.version === version);
  if (!release) {
    throw new Error(`/api/${line}.json lists no ${version}`);
  }
  return release.vulnerabilitiesBySystem?.[os] ?? release.vulnerabilities;
}

const notice = (page: Page) => page.locator('[data-slot="linked-release"]');

test.describe('a shared link naming an older release', () => {
  test('shows its known vulnerabilities on the chosen system, as the API counts them, and the release to move to', { tag: SERVER }, async ({ page, problems }) => {
    await page.goto(`${ROUTES.download}?version=v20.11.0&os=win`);
    const linked = notice(page);
    await expect(linked).toHaveAttribute('data-state', 'loaded');
    const windows = await apiIds(page, 'v20', 'v20.11.0', 'WIN');
    expect(windows.length).toBeGreaterThan(0);
    await expect(linked).toHaveAttribute('data-count', String(windows.length));
    await expect(linked).toContainText(`${windows.length} known vulnerabilities affect it on Windows`);
    await expect(linked.getByRole('link', { name: 'v20.11.0' })).toHaveAttribute('href', '/download/archive/v20.11.0');
    // v20 is end-of-life: the release to move to is the newest of the newest LTS line, the page's own.
    await expect(linked).toContainText('v20 is end-of-life');
    const offered = (await page.locator('[data-slot="version-picker-value"]').textContent())?.split(' ')[0];
    await expect(linked.locator('[data-slot="upgrade"] a')).toHaveAttribute('href', `/download/archive/${offered}`);
    // The page keeps offering its own release, and the address keeps naming the linked one.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Node.js ${offered} for Windows`);
    await expect(page).toHaveURL(/[?&]version=v20\.11\.0(&|$)/);
    // The count follows the page's system.
    await page.getByRole('combobox', { name: 'Operating system', exact: true }).click();
    await page.getByRole('option', { name: 'Linux' }).click();
    const linux = await apiIds(page, 'v20', 'v20.11.0', 'LINUX');
    await expect(linked).toHaveAttribute('data-count', String(linux.length));
    await expect(linked).toContainText(`${linux.length} known vulnerabilities affect it on Linux`);
    expect(problems).toEqual([]);
  });

  test("loads its panel's code, what that imports and the line's file at start, all asked for before any of them arrived: one round trip", async ({ page, problems }) => {
    await page.goto(`${ROUTES.download}?version=v20.11.0&os=win`);
    await expect(notice(page)).toHaveAttribute('data-state', 'loaded');
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
    );
    const find = (pattern: RegExp) => {
      const found = entries.filter((entry) => pattern.test(entry.path));
      expect(found, String(pattern)).toHaveLength(1);
      return found[0]!;
    };
    const panel = find(/\/linked-release-panel-[^/]*\.js$/);
    const lineData = find(/\/line-data-[^/]*\.js$/);
    const audits = find(/\/download\/audit\/v20\.json$/);
    const firstArrival = Math.min(panel.end, lineData.end, audits.end);
    for (const entry of [panel, lineData, audits]) {
      expect(entry.start, `${entry.path} is asked for before any of the three arrived`).toBeLessThanOrEqual(firstArrival);
    }
    expect(problems).toEqual([]);
  });

  test('names the newest release of its line when that one fixes them, and goes when a version is chosen', async ({ page }) => {
    await page.goto(`${ROUTES.download}?version=v22.12.0&os=linux`);
    const linked = notice(page);
    await expect(linked).toHaveAttribute('data-state', 'loaded');
    await expect(linked).not.toContainText('end-of-life');
    const upgrade = linked.locator('[data-slot="upgrade"]');
    await expect(upgrade).toContainText(/The newest release of v22, v22\.\d+\.\d+, fixes them/);
    await page.locator('[data-slot="version-picker-summary"]').click();
    await page.getByRole('link', { name: /^v24\.\d+\.\d+ / }).click();
    await expect(linked).toHaveCount(0);
    await expect(page).not.toHaveURL(/v22\.12\.0/);
  });

  test('a version that is no release says so; one the page offers shows nothing apart', async ({ page }) => {
    await page.goto(`${ROUTES.download}?version=v20.99.0`);
    await expect(notice(page)).toHaveAttribute('data-state', 'unknown');
    await expect(notice(page)).toContainText('v20.99.0, which is not a Node.js release');
    await page.goto(`${ROUTES.download}?version=v99.1.0`);
    await expect(notice(page)).toHaveAttribute('data-state', 'unknown');
    await page.goto(ROUTES.download);
    const offered = (await page.locator('[data-slot="version-picker-value"]').textContent())?.split(' ')[0];
    await page.goto(`${ROUTES.download}?version=${offered}&os=linux`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('for Linux');
    await expect(notice(page)).toHaveCount(0);
  });

  test('a file that is not what the build writes is refused, never shown as no vulnerabilities', async ({ page }) => {
    await page.route('**/download/audit/v20.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"line":"v20","checked":"2026-11-16","endOfLife":true,"releases":{"v20.11.0":{}}}' }));
    await page.goto(`${ROUTES.download}?version=v20.11.0&os=win`);
    await expect(notice(page)).toHaveAttribute('data-state', 'failed');
    await expect(notice(page)).toContainText('could not be loaded');
    await expect(notice(page)).not.toContainText('No known vulnerability');
  });

  test('in Arabic, counted by its plural rules with the versions isolated left to right', async ({ page }) => {
    await page.goto(`/ar${ROUTES.download}?version=v20.11.0&os=linux`);
    const linked = notice(page);
    await expect(linked).toHaveAttribute('data-state', 'loaded');
    const linux = await apiIds(page, 'v20', 'v20.11.0', 'LINUX');
    await expect(linked).toContainText(`تمسّه ${linux.length} ثغرة معروفة على`);
    await expect(linked.locator('bdi[dir="ltr"]', { hasText: 'v20.11.0' }).first()).toBeVisible();
  });
});
