import { expect, ROUTES, test } from './fixtures';

test.describe('stable folder links', () => {
  test('an archive page links its line’s latest folder; the newest release says the folder points at it', async ({ page }) => {
    await page.goto(ROUTES.archive);
    const section = page.locator('[data-slot="stable-folder"]');
    await expect(section.getByRole('link', { name: 'latest-v22.x' })).toHaveAttribute('href', 'https://nodejs.org/dist/latest-v22.x/');
    await expect(section).not.toContainText('point at it');
    await section.getByRole('link', { name: /^v22\.\d+\.\d+$/ }).click();
    await expect(page.locator('[data-slot="stable-folder"]')).toContainText('the latest-v22.x names point at it');
  });
});
