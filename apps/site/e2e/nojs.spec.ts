import { expect, test } from './fixtures';
import { NO_JS_SAMPLE } from './nojs-sample';

test.describe('without JavaScript, each OS has a file to click', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, links] of Object.entries(NO_JS_SAMPLE)) {
    test(`${path}: ${Object.keys(links).join(', ')}`, async ({ page }) => {
      // The distribution server is not reached: a click that gets there is answered here.
      await page.route('https://nodejs.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'file' }));
      for (const [os, url] of Object.entries(links)) {
        await page.goto(path);
        const link = page.locator(`a[href="${url}"]`).filter({ visible: true }).first();
        await expect(link, `${path}: a visible link to the ${os} file`).toBeVisible();
        const request = page.waitForRequest((candidate) => candidate.isNavigationRequest() && candidate.url().startsWith('https://nodejs.org/'));
        await link.click();
        expect((await request).url(), `${path}: ${os}`).toBe(url);
        await expect(page).toHaveURL(url);
      }
    });
  }
});
