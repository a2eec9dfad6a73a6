import { choose, expect, ROUTES, scriptStarted, selectValue, test } from './fixtures';

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

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

test.describe('disabled options say why on a phone', () => {
  test.use({ userAgent: ANDROID_UA, hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 } });

  test('tapping the struck-through x86 writes its reason out under it, and nothing is chosen', async ({ page, problems }) => {
    await page.goto(`${ROUTES.download}?os=win`);
    await expect(selectValue(page, 'Operating system')).toHaveText(/Windows/);
    await page.getByRole('combobox', { name: 'Platform', exact: true }).tap();
    const x86 = page.getByRole('option', { name: /x86/ });
    await expect(x86).toHaveAttribute('data-disabled', '');
    const note = x86.locator('[data-slot="select-item-note"]');
    await expect(note).toHaveCount(0);
    // A disabled entry is not "actionable" to Playwright: tap the screen where it is drawn.
    const entry = await x86.boundingBox();
    if (!entry) {
      throw new Error('the x86 option has no box');
    }
    await page.touchscreen.tap(entry.x + entry.width / 2, entry.y + entry.height / 2);
    await expect(note).toBeVisible();
    await expect(note).toHaveText(/32-bit Windows builds ended with v22/);
    // The reason fits the phone's screen.
    const box = await note.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 412).toBe(true);
    // The list stays open and the platform is unchanged.
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(selectValue(page, 'Platform')).not.toHaveText('x86');
    expect(problems).toEqual([]);
  });
});

test.describe('version picker on the Current page', () => {
  test('an end-of-life line that once was LTS is labelled without "(LTS)" and set in place, the choice kept', async ({ page, problems }) => {
    await page.goto(ROUTES.downloadCurrent);
    await scriptStarted(page);
    await page.locator('[data-slot="version-picker-summary"]').click();
    await expect(page.getByRole('link', { name: /^v20\.\d+\.\d+ \(LTS\)$/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^v20\.\d+\.\d+$/ }).click();
    await expect(page).toHaveURL(/\/download\/current\?version=v20\.\d+\.\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Node\.js v20\.\d+\.\d+/);
    expect(problems).toEqual([]);
  });
});

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

test.describe('no dead ends', () => {
  test.describe('an undetectable system', () => {
    test.use({ userAgent: IPHONE_UA });

    test('a phone is asked to choose a system, not shown buttons stuck on "Loading…"', async ({ page, problems }) => {
      await page.goto(ROUTES.download);
      await expect(page.locator('[data-slot="detected"]')).toContainText('Your system could not be detected.');
      const binaries = page.locator('[data-slot="binaries"]');
      await expect(binaries.locator('[data-slot="choose-system"]')).toContainText('Choose an operating system');
      await expect(binaries.locator('[data-slot="download-button"]')).toHaveCount(0);
      await expect(page.locator('[data-slot="code-box"]').first()).not.toContainText('Loading…');
      // Choosing a system then offers its files.
      await choose(page, 'Binaries for', 'Linux');
      await expect(binaries.locator('a[data-slot="download-button"]')).toHaveAttribute(
        'href',
        /^https:\/\/nodejs\.org\/dist\/v26\.13\.0\/node-v26\.13\.0-linux-(x64|arm64)\.tar\.xz$/,
      );
      expect(problems).toEqual([]);
    });
  });

  test('a prerelease whose files are not in the release data says so (not "no build") and links its folder on the distribution server', async ({ page, problems }) => {
    await page.goto(`${ROUTES.download}?version=v27.0.0-alpha.0.1.1&os=linux`);
    const binaries = page.locator('[data-slot="binaries"]');
    const notice = binaries.locator('[data-slot="notice"]');
    await expect(notice).toContainText('No files of v27.0.0-alpha.0.1.1 are known yet');
    await expect(binaries).not.toContainText('No Linux build was published');
    await expect(notice.getByRole('link')).toHaveAttribute('href', 'https://nodejs.org/dist/v27.0.0-alpha.0.1.1/');
    await expect(binaries.locator('a[data-slot="download-button"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('on /download/current with no Current line, the LTS notice does not link to the page itself', async ({ page }) => {
    await page.goto(ROUTES.downloadCurrent);
    await expect(page.locator('[data-slot="no-current-line"]')).toBeVisible();
    const notice = page.locator('[data-slot="notice"][data-status="active"]');
    await expect(notice).toContainText('Long-term support versions');
    await expect(notice.locator('a[href="/download/current"]')).toHaveCount(0);
  });

  test('on /download with no Current line, the LTS notice links to the Current page, which says when a Current line comes back', async ({ page, problems }) => {
    await page.goto(ROUTES.download);
    const notice = page.locator('[data-slot="notice"][data-status="active"]');
    await expect(notice).toContainText('Long-term support versions');
    await notice.getByRole('link', { name: 'See the Current release' }).click();
    await expect(page).toHaveURL(/\/download\/current$/);
    await expect(page.locator('[data-slot="next-current"]')).toContainText('v27 becomes the Current line on');
    expect(problems).toEqual([]);
  });
});
