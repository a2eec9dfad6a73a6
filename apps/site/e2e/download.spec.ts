import { choose, expect, ROUTES, scriptStarted, selectValue, test } from './fixtures';

const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

test.describe('download page with JavaScript', () => {
  test.use({ userAgent: LINUX_UA });

  test('detects Linux x64 and offers nvm with a Bash script and the .tar.xz archive', async ({ page, problems }) => {
    await page.goto(ROUTES.download);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Node.js v26.13.0 for Linux using nvm with npm');
    await expect(selectValue(page, 'Operating system')).toHaveText(/Linux/);
    await expect(selectValue(page, 'Platform')).toHaveText('x64');
    const code = page.locator('[data-slot="code-box-pre"]');
    await expect(code).toContainText('nvm install 26');
    await expect(page.locator('[data-slot="code-box-language"]')).toHaveText('Bash');
    const binary = page.locator('[data-slot="binaries"] a[data-slot="download-button"]');
    await expect(binary).toHaveAttribute('href', 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz');
    await expect(binary).toContainText('xz');
    // Linux has no installer: only the binary button is shown.
    await expect(binary).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('choosing OS, platform, method and manager updates the code box and buttons', async ({ page }) => {
    await page.goto(ROUTES.download);
    await expect(selectValue(page, 'Operating system')).toHaveText(/Linux/);

    await choose(page, 'Operating system', 'Windows');
    await expect(page.locator('[data-slot="code-box-language"]')).toHaveText('PowerShell');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('for Windows using');

    await choose(page, 'Install method', /Chocolatey/);
    await expect(page.locator('[data-slot="code-box-pre"]')).toContainText('choco install nodejs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('using Chocolatey');
    await expect(page.getByText('Community install method')).toBeVisible();

    await choose(page, 'Package manager', 'pnpm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/with pnpm$/);
    await expect(page.locator('[data-slot="code-box-pre"]')).toContainText('pnpm');

    // The prebuilt files box follows the page's OS, and has its own platform choice.
    const buttons = page.locator('[data-slot="binaries"] a[data-slot="download-button"]');
    await expect(buttons.first()).toHaveAttribute('href', 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-x64.msi');
    await choose(page, 'Binary platform', 'ARM64');
    await expect(buttons.nth(1)).toHaveAttribute('href', 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-win-arm64.zip');
    await expect(buttons.nth(1)).toContainText('zip');
  });

  test('a choice that becomes disabled moves to the next enabled option', async ({ page }) => {
    await page.goto(ROUTES.download);
    await choose(page, 'Operating system', 'Windows');
    // 32-bit Windows builds ended with v22: pick v22, then x86, then go back to v26.
    await page.locator('[data-slot="version-picker-summary"]').click();
    await page.getByRole('link', { name: /^v22\.\d+\.\d+ \(LTS\)$/ }).click();
    // Set in place: the page stays, its address records the choice.
    await expect(page).toHaveURL(/\/download\?version=v22\.\d+\.\d+&os=win&/);
    await choose(page, 'Platform', 'x86');
    await expect(selectValue(page, 'Platform')).toHaveText('x86');
    await page.locator('[data-slot="version-picker-summary"]').click();
    await page.getByRole('link', { name: 'v26.13.0 (LTS)' }).click();
    await expect(selectValue(page, 'Platform')).toHaveText('ARM64');
    await page.getByRole('combobox', { name: 'Platform', exact: true }).click();
    await expect(page.getByRole('option', { name: /x86/ })).toHaveAttribute('data-disabled', '');
  });

  test('copy shows "copied" for a moment', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(ROUTES.download);
    const copy = page.locator('[data-slot="code-box-copy"]');
    await expect(copy).toHaveText('copy');
    await copy.click();
    await expect(copy).toHaveText('copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('nvm install 26');
    await expect(copy).toHaveText('copy', { timeout: 3_000 });
  });

  test('version picker: another LTS or End-of-life line is set in place', async ({ page }) => {
    await page.goto(ROUTES.download);
    await scriptStarted(page);
    await page.locator('[data-slot="version-picker-summary"]').click();
    await page.getByRole('link', { name: /^v25\.\d+\.\d+$/ }).click();
    await expect(page).toHaveURL(/\/download\?version=v25\.\d+\.\d+&os=linux&/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Node\.js v25\.\d+\.\d+ for Linux/);
    const warning = page.locator('[data-slot="notice"][data-kind="warning"]').filter({ hasText: 'no longer supported' });
    await expect(warning.getByRole('link')).toHaveAttribute('href', '/about/eol');
  });

  test('version picker: an LTS release chosen on the Current page goes to its line on the LTS page, the chosen version kept', async ({ page, problems }) => {
    await page.goto(ROUTES.downloadCurrent);
    await expect(page.locator('[data-slot="no-current-line"]')).toContainText('No release line is in Current status');
    await expect(selectValue(page, 'Operating system')).toHaveText(/Linux/);
    await page.locator('[data-slot="version-picker-summary"]').click();
    await page.getByRole('link', { name: /^v24\.\d+\.\d+ \(LTS\)$/ }).click();
    await expect(page).toHaveURL(/\/download\/v24$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Node\.js v24\.\d+\.\d+ for Linux using nvm with npm$/);
    await expect(page.locator('[data-slot="version-picker-value"]')).toHaveText(/^v24\.\d+\.\d+ \(LTS\)$/);
    // The LTS page's own release needs no query.
    await page.locator('[data-slot="version-picker-summary"]').click();
    await expect(page.getByRole('link', { name: 'v26.13.0 (LTS)' })).toHaveAttribute('href', '/download/archive/v26.13.0');
    expect(problems).toEqual([]);
  });

  test('version picker: an LTS release chosen on the Current page before its script has started is kept', async ({ page }) => {
    // The Current page's scripts never arrive: the click is handled by the plain link.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(ROUTES.downloadCurrent);
    await page.locator('[data-slot="version-picker-summary"]').click();
    const v24 = page.getByRole('link', { name: /^v24\.\d+\.\d+ \(LTS\)$/ });
    await expect(v24).toHaveAttribute('href', '/download/v24');
    const v26 = page.getByRole('link', { name: 'v26.13.0 (LTS)' });
    await expect(v26).toHaveAttribute('href', '/download');
    await page.unroute('**/*.js');
    await v24.click();
    await expect(page).toHaveURL(/\/download\/v24$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Node\.js v24\.\d+\.\d+ for Linux using nvm with npm$/);
  });
});

test.describe('shareable selection', () => {
  test.use({ userAgent: LINUX_UA });

  test('a shared link restores OS, platform, method and manager, and says what was detected', async ({ page, problems }) => {
    await page.goto(`${ROUTES.download}?os=win&platform=arm64&method=fnm&pm=pnpm`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Node.js v26.13.0 for Windows using fnm with pnpm');
    await expect(selectValue(page, 'Platform')).toHaveText('ARM64');
    await expect(page.locator('[data-slot="binaries"] a[data-slot="download-button"]').nth(1)).toHaveAttribute(
      'href',
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0-win-arm64.zip',
    );
    // The visitor's own system is still named, from the user agent.
    await expect(page.locator('[data-slot="detected"]')).toHaveText(
      /^Detected: Linux \(64-bit\), (as your browser reports it|judging from how your browser describes itself)\./,
    );
    expect(problems).toEqual([]);
  });

  test('invalid values are ignored and repaired, never an error page', async ({ page, problems }) => {
    await page.goto(`${ROUTES.download}?os=beos&platform=x86&method=%3Cscript%3E&pm=bun&version=99.0.0`);
    // x86 is not built for Linux v26: the platform moves to the first enabled one.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Node.js v26.13.0 for Linux using nvm with npm');
    await expect(selectValue(page, 'Platform')).toHaveText('x64');
    expect(problems).toEqual([]);
  });

  test('a choice updates the address and "copy link" copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(ROUTES.download);
    await expect(page).toHaveURL(/\/download$/);
    await choose(page, 'Operating system', 'macOS');
    await choose(page, 'Package manager', 'Yarn');
    await expect(page).toHaveURL(/\/download\?os=mac&platform=(x64|arm64)&method=nvm&pm=yarn$/);
    const copy = page.locator('[data-slot="copy-button"]');
    await expect(copy).toHaveText('Copy link to this choice');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await copy.click();
    await expect(copy).toHaveText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    // The copied link opens the same choice in a fresh page.
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Node.js v26.13.0 for macOS using nvm with Yarn');
  });

  test('"choose a different system" opens the operating system list', async ({ page }) => {
    await page.goto(ROUTES.download);
    await page.getByRole('button', { name: 'Choose a different system' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('option', { name: 'macOS' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('for macOS');
  });

  test('the dropdowns work before the browser had an idle moment to build them', async ({ page, problems }) => {
    // A browser that never idles: the dropdowns stay plain triggers until one is reached, which
    // loads their Radix side; then the others build in the background.
    await page.addInitScript(() => {
      globalThis.requestIdleCallback = () => 0;
    });
    await page.goto(ROUTES.download);
    await expect(selectValue(page, 'Operating system')).toHaveText(/Linux/);
    // A press that lands on a plain trigger itself (no pointer movement or focus before it) opens it.
    const method = await page.getByRole('combobox', { name: 'Install method' }).elementHandle();
    await method?.dispatchEvent('click');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await method?.evaluate((element) => element.isConnected)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    // Keyboard: focus reaches another dropdown and the keys open it.
    const platform = page.getByRole('combobox', { name: 'Platform', exact: true });
    await platform.focus();
    await expect(platform).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    // Pointer: one click opens a third.
    await page.getByRole('combobox', { name: 'Package manager' }).click();
    await page.getByRole('option', { name: 'Yarn' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/with Yarn$/);
    expect(problems).toEqual([]);
  });

  test('a disabled option says why', async ({ page }) => {
    await page.goto(`${ROUTES.download}?os=win`);
    await page.getByRole('combobox', { name: 'Platform', exact: true }).click();
    const x86 = page.getByRole('option', { name: /x86/ });
    await expect(x86).toHaveAttribute('data-disabled', '');
    await expect(x86).toContainText('32-bit Windows builds ended with v22');
  });
});

test.describe('client hints', () => {
  test.use({ userAgent: WINDOWS_UA });

  test('Windows on ARM (from client hints) gets the arm64 downloads', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgentData', {
        configurable: true,
        value: {
          platform: 'Windows',
          mobile: false,
          brands: [],
          getHighEntropyValues: async () => ({ platform: 'Windows', architecture: 'arm', bitness: '64' }),
        },
      });
    });
    await page.goto(ROUTES.download);
    await expect(selectValue(page, 'Platform')).toHaveText('ARM64');
    const buttons = page.locator('[data-slot="binaries"] a[data-slot="download-button"]');
    await expect(buttons.first()).toHaveAttribute('href', /node-v26\.13\.0-arm64\.msi$/);
    await expect(buttons.nth(1)).toHaveAttribute('href', 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-win-arm64.zip');
    await expect(page.locator('[data-slot="detected"]')).toHaveText(/^Detected: Windows on ARM \(64-bit\), as your browser reports it\./);
  });

  test('without client hints, the detected line says in plain words that it went by how the browser describes itself', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgentData', { configurable: true, value: undefined });
    });
    await page.goto(ROUTES.download);
    const detected = page.locator('[data-slot="detected"]');
    await expect(detected).toHaveText(/^Detected: Windows \(64-bit\), judging from how your browser describes itself\./);
    // No jargon a visitor has to look up.
    await expect(detected).not.toContainText(/client hints|user agent/i);
  });
});

test.describe('download page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the no-script warning and plain links to the right files', async ({ page }) => {
    await page.goto(ROUTES.download);
    const warning = page.locator('[data-slot="noscript-downloads"] [data-slot="notice"]');
    await expect(warning).toContainText('JavaScript is off');
    await expect(warning.getByRole('link')).toHaveAttribute('href', '/download/archive/current');
    const links = page.locator('[data-slot="noscript-downloads"] li a');
    await expect(links.filter({ hasText: 'Windows installer (.msi), x64' })).toHaveAttribute(
      'href',
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0-x64.msi',
    );
    await expect(links.filter({ hasText: 'Linux binary (.tar.xz), x64' })).toHaveAttribute(
      'href',
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz',
    );
    // Never a silent source tarball among the offered downloads.
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
      expect(href).not.toMatch(/node-v[\d.]+\.tar\.gz$/);
    }
    // Controls that need JavaScript are hidden.
    await expect(page.getByRole('combobox', { name: 'Operating system', exact: true })).toBeHidden();
    // The complete list is one click away.
    await page.getByRole('link', { name: 'Every file of v26.13.0' }).first().click();
    await expect(page).toHaveURL(/\/download\/archive\/v26\.13\.0$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Node.js v26.13.0');
  });

  test('the version picker opens and navigates without JavaScript', async ({ page }) => {
    await page.goto(ROUTES.download);
    await page.locator('[data-slot="version-picker-summary"]').click();
    await page.getByRole('link', { name: /^v20\.\d+\.\d+$/ }).click();
    await expect(page).toHaveURL(/\/download\/archive\/v20\.\d+\.\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Node\.js v20\.\d+\.\d+$/);
  });
});
