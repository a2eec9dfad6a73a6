import { choose, expect, ROUTES, selectValue, test } from './fixtures';

const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

test.describe('the prebuilt files follow the page', () => {
  test.use({ userAgent: WINDOWS_UA });

  test('Windows: choosing ARM64 in the Platform dropdown moves the installer to the arm64 .msi', async ({ page, problems }) => {
    await page.goto(ROUTES.download);
    await expect(selectValue(page, 'Operating system')).toHaveText(/Windows/);
    const installer = page.locator('[data-slot="binaries"] a[data-slot="download-button"]').first();
    await expect(installer).toHaveAttribute('href', 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-x64.msi');
    await choose(page, 'Platform', 'ARM64');
    await expect(selectValue(page, 'Platform')).toHaveText('ARM64');
    await expect(installer).toHaveAttribute('href', 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-arm64.msi');
    await expect(selectValue(page, 'Binary platform')).toHaveText('ARM64');
    expect(problems).toEqual([]);
  });
});

test.describe('disabled options say why', () => {
  test.use({ userAgent: WINDOWS_UA });

  test('hovering x86 on Windows for v26 opens its reason, which stays open while hovered', async ({ page }) => {
    await page.goto(ROUTES.download);
    await expect(selectValue(page, 'Operating system')).toHaveText(/Windows/);
    await page.getByRole('combobox', { name: 'Platform', exact: true }).click();
    const x86 = page.getByRole('option', { name: /x86/ });
    await expect(x86).toHaveAttribute('data-disabled', '');
    const box = await x86.boundingBox();
    if (!box) {
      throw new Error('the x86 option has no box');
    }
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('32-bit Windows builds ended with v22');
    // Still open a while later, the pointer resting on the option.
    await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2, { steps: 2 });
    await page.waitForTimeout(600);
    await expect(tooltip).toContainText('32-bit Windows builds ended with v22');
    await expect(page.locator('[data-slot="tooltip-content"]')).toBeVisible();
  });
});

test.describe('version picker on the Current page', () => {
  test('an end-of-life line that once was LTS is labelled without "(LTS)" and set in place, the choice kept', async ({ page, problems }) => {
    await page.goto(ROUTES.downloadCurrent);
    await page.locator('[data-slot="version-picker-summary"]').click();
    await expect(page.getByRole('link', { name: /^v20\.\d+\.\d+ \(LTS\)$/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^v20\.\d+\.\d+$/ }).click();
    await expect(page).toHaveURL(/\/download\/current\?version=v20\.\d+\.\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Node\.js v20\.\d+\.\d+/);
    expect(problems).toEqual([]);
  });
});
