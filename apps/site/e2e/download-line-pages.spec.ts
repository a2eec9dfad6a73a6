import type { Page } from '@playwright/test';
import { expect, ROUTES, SERVER, selectValue, test } from './fixtures';

const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** Opens the version picker and follows the entry of `major`'s line; returns the version it names. */
async function pickLine(page: Page, major: number): Promise<string> {
  await page.locator('[data-slot="version-picker-summary"]').click();
  const entry = page.getByRole('link', { name: new RegExp(`^v${major}\\.\\d+\\.\\d+ `) });
  const version = (await entry.textContent())?.split(' ')[0];
  if (!version) {
    throw new Error(`the version picker has no entry for v${major}`);
  }
  await entry.click();
  return version;
}

test.describe('an LTS line chosen on the Current page, without JavaScript', { tag: SERVER }, () => {
  test.use({ javaScriptEnabled: false });

  for (const major of [24, 22]) {
    test(`v${major} leads to the LTS page opened on v${major}, its files offered`, async ({ page }) => {
      await page.goto(ROUTES.downloadCurrent);
      const version = await pickLine(page, major);
      expect(version).toMatch(new RegExp(`^v${major}\\.`));
      await expect(page).toHaveURL(new RegExp(`/download/v${major}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Download Node.js ${version}`);
      await expect(page.locator('[data-slot="version-picker-value"]')).toHaveText(`${version} (LTS)`);
      const links = page.locator('[data-slot="noscript-downloads"] li a');
      await expect(links.filter({ hasText: 'Linux binary (.tar.xz), x64' })).toHaveAttribute(
        'href',
        `https://nodejs.org/dist/${version}/node-${version}-linux-x64.tar.xz`,
      );
      await expect(page.getByRole('link', { name: `Every file of ${version}` }).first()).toHaveAttribute('href', `/download/archive/${version}`);
    });
  }

  test('in Japanese the choice stays in Japanese', async ({ page }) => {
    await page.goto(`/ja${ROUTES.downloadCurrent}`);
    const version = await pickLine(page, 22);
    await expect(page).toHaveURL(/\/ja\/download\/v22$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(version);
  });

  test('the LTS page\'s own line needs no page of its own', async ({ page }) => {
    await page.goto(ROUTES.downloadCurrent);
    await page.locator('[data-slot="version-picker-summary"]').click();
    await expect(page.getByRole('link', { name: 'v26.13.0 (LTS)' })).toHaveAttribute('href', '/download');
    const response = await page.request.get('/download/v26');
    expect(response.status()).toBe(404);
  });
});

test.describe('a line\'s page on the LTS page, with JavaScript', () => {
  test.use({ userAgent: LINUX_UA });

  test('opens on its line with the detected system, and its address keeps only the choices', async ({ page, problems }) => {
    await page.goto('/download/v22');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Node\.js v22\.\d+\.\d+ for Linux using nvm with npm$/);
    await expect(page.locator('[data-slot="code-box-pre"]').first()).toContainText('nvm install 22');
    await selectValue(page, 'Package manager').click();
    await page.getByRole('option', { name: 'pnpm' }).click();
    // The page's own line is its address: the query records the choices, not the version.
    await expect(page).toHaveURL(/\/download\/v22\?os=linux&platform=x64&method=nvm&pm=pnpm$/);
    expect(problems).toEqual([]);
  });
});
