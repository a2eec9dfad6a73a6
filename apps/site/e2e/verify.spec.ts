import { WARM_UP_MARK } from '../src/client/stages';
import { choose, expect, ROUTES, test } from './fixtures';

const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

test.describe('verify your download', () => {
  test.use({ userAgent: WINDOWS_UA });

  test('on Windows: Get-FileHash of the chosen file, following the binary platform and the file choice', async ({ page, problems }) => {
    await page.goto(ROUTES.download);
    const verify = page.locator('[data-slot="binaries"] [data-slot="verify-download"]');
    const code = verify.locator('[data-slot="code-box-pre"]');
    // Closed, it is one line high whatever the selection: choosing a platform does not move the page.
    await expect(code).toBeHidden();
    const closedHeight = (await verify.boundingBox())?.height;

    await verify.getByText('Verify your download').click();
    await expect(verify.locator('[data-slot="code-box-language"]')).toHaveText('PowerShell');
    await expect(code).toContainText("Get-FileHash -Algorithm SHA256 -LiteralPath 'node-v26.13.0-x64.msi'");
    await expect(code).toContainText("if ($name -eq 'node-v26.13.0-x64.msi')");
    await expect(code).toContainText('https://nodejs.org/dist/v26.13.0/SHASUMS256.txt');
    await expect(verify.getByRole('link', { name: 'Node.js release keys' })).toHaveAttribute('href', 'https://github.com/nodejs/release-keys');

    await choose(page, 'Binary platform', 'ARM64');
    await expect(code).toContainText("Get-FileHash -Algorithm SHA256 -LiteralPath 'node-v26.13.0-arm64.msi'");
    await expect(code).not.toContainText('node-v26.13.0-x64.msi');

    await verify.getByRole('radio', { name: 'node-v26.13.0-win-arm64.zip' }).check();
    await expect(code).toContainText("Get-FileHash -Algorithm SHA256 -LiteralPath 'node-v26.13.0-win-arm64.zip'");

    await verify.getByText('Verify your download').click();
    await expect(code).toBeHidden();
    expect((await verify.boundingBox())?.height).toBe(closedHeight);
    expect(problems).toEqual([]);
  });

  test('the commands load when the box first opens, with the box saying it is loading meanwhile, in one request', async ({ page, problems }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/verify-commands-[^/]*\.js$/.test(request.url())) {
        requested.push(request.url());
      }
    });
    // Held back until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/verify-commands-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ROUTES.download);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARM_UP_MARK);
    await page.waitForLoadState('networkidle');
    // Not warmed: a visit that never opens the box never loads them.
    expect(requested).toEqual([]);
    const verify = page.locator('[data-slot="binaries"] [data-slot="verify-download"]');
    await verify.getByText('Verify your download').click();
    await expect(verify).toContainText('Loading…');
    release();
    await expect(verify.locator('[data-slot="code-box-pre"]')).toContainText('Get-FileHash');
    await expect(verify).not.toContainText('Loading…');
    expect(requested).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('on Linux: sha256sum of the .tar.xz, with no file choice', async ({ page }) => {
    await page.goto(`${ROUTES.download}?os=linux&platform=arm64`);
    const verify = page.locator('[data-slot="binaries"] [data-slot="verify-download"]');
    await verify.getByText('Verify your download').click();
    await expect(verify.getByRole('radio')).toHaveCount(0);
    await expect(verify.locator('[data-slot="code-box-pre"]')).toContainText(
      "awk -v file=node-v26.13.0-linux-arm64.tar.xz '$2 == file' SHASUMS256.txt | sha256sum -c -",
    );
  });
});

test.describe('verify a download on an archive page', () => {
  test('each OS opens to its commands, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTES.archive);
    const section = page.locator('[data-slot="verify-downloads"]');
    await expect(section.locator('summary')).toHaveText([
      'Windows: node-v22.1.0-win-x64.zip',
      'macOS: node-v22.1.0-darwin-x64.tar.gz',
      'Linux: node-v22.1.0-linux-x64.tar.xz',
      'AIX: node-v22.1.0-aix-ppc64.tar.gz',
    ]);
    const linux = section.locator('details').filter({ hasText: 'Linux:' });
    await expect(linux.locator('pre')).toBeHidden();
    await linux.locator('summary').click();
    await expect(linux.locator('pre')).toContainText('sha256sum -c -');
    await expect(linux.locator('code.sha')).toHaveText(/^[0-9a-f]{64}$/);
    await page.goto('/download/archive/v0.1.14');
    await expect(page.locator('[data-slot="verify-none"]')).toContainText('nothing to check its files against');
    await context.close();
  });
});
