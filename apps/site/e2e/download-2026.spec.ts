import { choose, expect, ROUTES, scriptStarted, selectValue, test } from './fixtures';

/**
 * The download page as the ecosystem stands on 2026-11-22: no Current line (v27 is in its alpha
 * phase), today's install tools (mise, WinGet; Volta unmaintained), systems without an install
 * method, and the schedule chart on a phone.
 */
const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const ALPHA = 'v27.0.0-alpha.0.1.1';

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, userAgent: LINUX_UA });

    test('/download/current says no line is Current, when v27 becomes Current, and names its alpha as a prerelease', async ({ page }) => {
      await page.goto(ROUTES.downloadCurrent);
      await expect(page.locator('[data-slot="no-current-line"]')).toContainText('No release line is in Current status right now');
      const next = page.locator('[data-slot="next-current"]');
      await expect(next).toContainText('v27 becomes the Current line on');
      await expect(next.locator('time')).toHaveAttribute('datetime', '2027-04-22');
      await expect(next).toContainText('not for production');
      await expect(next).toContainText('use v26.13.0.');
      await expect(next.getByRole('link', { name: ALPHA })).toHaveAttribute('href', `/download/archive/${ALPHA}`);
      // The page is the Current page: its LTS notice does not link back to itself.
      await expect(page.getByRole('link', { name: 'See the Current release' })).toHaveCount(0);
    });

    test('the date is in the page’s language', async ({ page }) => {
      await page.goto(`/de${ROUTES.downloadCurrent}`);
      const next = page.locator('[data-slot="next-current"]');
      await expect(next).toContainText('wird laut Release-Zeitplan am');
      await expect(next.locator('time')).toHaveText(/2027/);
      await expect(next.locator('time')).not.toHaveText(/Apr 22/);
    });

    test('the LTS notice links to /download/current on /download and /download/v22', async ({ page }) => {
      for (const route of [ROUTES.download, '/download/v22']) {
        await page.goto(route);
        await expect(page.getByRole('link', { name: 'See the Current release' }), route).toHaveAttribute('href', '/download/current');
      }
    });

    test('the version picker labels the alpha and lists it first, with its line, never after v0.1', async ({ page }) => {
      await page.goto(ROUTES.download);
      await page.locator('[data-slot="version-picker-summary"]').click();
      const links = page.locator('[data-slot="version-picker"] a');
      await expect(links.first()).toHaveText(`${ALPHA} (Alpha)`);
      await expect(links.nth(1)).toHaveText('v26.13.0 (LTS)');
      await expect(links.last()).toHaveText('v0.1.104');
      await expect(page.locator('[data-slot="version-picker-value"]')).toHaveText('v26.13.0 (LTS)');
    });
  });
}

test.describe('with JavaScript on', () => {
  test.use({ userAgent: LINUX_UA });

  test('choosing the alpha warns it is a prerelease and offers no verify commands', async ({ page, problems }) => {
    await page.goto(ROUTES.download);
    await scriptStarted(page);
    await page.locator('[data-slot="version-picker-summary"]').click();
    await page.getByRole('link', { name: `${ALPHA} (Alpha)` }).click();
    await expect(page.locator('[data-slot="code-box-pre"]')).toContainText('nvm install 27.0.0-alpha.0.1.1');
    const warning = page.locator('[data-notice="prerelease"]');
    await expect(warning).toContainText('Prerelease: not for production');
    await expect(warning).toContainText(`${ALPHA} is an alpha build of v27`);
    await expect(page.locator('[data-slot="verify-download"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('mise: its installer, then mise install and mise use with the selected version', async ({ page }) => {
    await page.goto(ROUTES.download);
    await scriptStarted(page);
    await choose(page, 'Install method', /mise/);
    const code = page.locator('[data-slot="code-box-pre"]');
    await expect(code).toContainText('curl -fsSL https://mise.run | sh');
    await expect(code).toContainText('mise install node@26');
    await expect(code).toContainText('mise use --global node@26');
  });

  test('Volta is marked unmaintained, naming mise', async ({ page }) => {
    await page.goto(ROUTES.download);
    await scriptStarted(page);
    await choose(page, 'Install method', /Volta/);
    const notice = page.locator('[data-notice="unmaintained"]');
    await expect(notice).toContainText('Volta is no longer maintained');
    await expect(notice).toContainText('recommend mise instead');
    await expect(notice.getByRole('link', { name: 'How to install with mise' })).toHaveAttribute('href', 'https://mise.jdx.dev/lang/node.html');
  });

  test('AIX: the box says no install method runs there, in words without a direction, and has nothing to copy', async ({ page }) => {
    await page.goto(ROUTES.download);
    await scriptStarted(page);
    await choose(page, 'Operating system', 'AIX');
    const box = page.locator('#install-heading + .selectors ~ [data-slot="code-box"]');
    await expect(box.locator('[data-slot="code-box-empty"]')).toHaveText(
      'No install method supports AIX ppc64 for v26.13.0. Download Node.js for it from the prebuilt files on this page instead.',
    );
    await expect(box.locator('[data-slot="code-box-copy"]')).toHaveCount(0);
  });

  test('AIX in Arabic: the same, right to left, with no word of direction', async ({ page }) => {
    await page.goto(`/ar${ROUTES.download}?os=aix`);
    await scriptStarted(page);
    const empty = page.locator('[data-slot="code-box-empty"]').first();
    await expect(empty).toContainText('AIX');
    await expect(empty).not.toContainText('أدناه');
  });

  test('the code box shows every command whole at 1280 px, and copy copies them exactly', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ROUTES.download);
    await scriptStarted(page);
    const pre = page.locator('[data-slot="code-box-pre"]');
    await expect(pre).toContainText('install.sh | bash');
    const { scroll, client } = await pre.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    const shown = await pre.locator('code').evaluate((code) => code.textContent);
    await page.locator('[data-slot="code-box-copy"]').first().click();
    await expect(page.locator('[data-slot="code-box-copy"]').first()).toHaveText('copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  });
});

// The schedule chart on a phone, in both directions, with and without the page's script.
for (const javaScriptEnabled of [true, false]) {
  for (const path of [ROUTES.previousReleases, `/ar${ROUTES.previousReleases}`]) {
    test.describe(`${path}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test('the schedule chart on a phone opens with today’s marker in view, in a named scrolling region', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(path);
        const region = page.locator('.schedule-scroll');
        if (!path.startsWith('/ar')) {
          await expect(region).toHaveAccessibleName('Release schedule');
        }
        // Scrolled away from the chart's start (negative in a right-to-left region).
        await expect.poll(() => region.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(0);
        const marker = await page.locator('[data-slot="today"] line').boundingBox();
        const box = await region.boundingBox();
        expect(marker && box && marker.x >= box.x && marker.x <= box.x + box.width).toBe(true);
      });
    });
  }
}
test.describe('marks', () => {
  test.use({ userAgent: WINDOWS_UA });

  test('every system and partner is a drawn mark, never letters, and named by its name alone', async ({ page }) => {
    await page.goto(ROUTES.download);
    await scriptStarted(page);
    // Systems and partners: no text badge stands in for their mark (install methods without a mark still have one).
    await expect(page.locator('[data-slot="monogram"]', { hasText: /^(win|aix|ibm|mic|her|nod)/i })).toHaveCount(0);
    await expect(page.locator('[data-slot="partners"] [data-slot="monogram"], [data-slot^="partner"] [data-slot="monogram"]')).toHaveCount(0);
    for (const partner of ['Microsoft', 'HeroDevs', 'NodeSource']) {
      await expect(page.getByRole('link', { name: partner, exact: true }).first()).toBeVisible();
    }
    await page.getByRole('combobox', { name: 'Operating system', exact: true }).click();
    for (const system of ['Windows', 'AIX']) {
      const option = page.getByRole('option', { name: system, exact: true });
      await expect(option).toHaveCount(1);
      await expect(option.locator('svg use')).toHaveAttribute('href', `#mark-${system === 'Windows' ? 'windows' : 'aix'}`);
    }
  });
});

test.describe('WinGet on Windows', () => {
  test.use({ userAgent: WINDOWS_UA });

  test('installs the LTS package, pinned to the release', async ({ page }) => {
    await page.goto(ROUTES.download);
    await scriptStarted(page);
    await expect(selectValue(page, 'Operating system')).toHaveText(/Windows/);
    await choose(page, 'Install method', /WinGet/);
    await expect(page.locator('[data-slot="code-box-pre"]')).toContainText('winget install --exact --id OpenJS.NodeJS.LTS --version 26.13.0');
    await expect(page.locator('[data-slot="code-box-language"]')).toHaveText('PowerShell');
  });
});
