import { expect, ROUTES, SERVER, test } from './fixtures';

test.describe('API documentation page', () => {
  test('documents each endpoint and links to it, with the about pages layout and no script', async ({ page, problems }) => {
    await page.goto(ROUTES.api);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Release data API and feeds');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const href of ['/api/releases.json', '/api/lines.json', '/api/schema.json', '/feed/releases.xml', '/feed/vulnerabilities.xml']) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.locator('pre.api-example').first()).toContainText('"latestFolder": "https://nodejs.org/dist/latest-v26.x/"');
    expect(await page.locator('script[src]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('reads the same with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTES.api);
    await expect(page.getByRole('heading', { name: 'Endpoints' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'v0.12', exact: true })).toHaveAttribute('href', '/api/v0.12.json');
    await context.close();
  });

  test('is linked from the footer of the home page, which announces both feeds', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(2);
    await page.locator('footer').getByRole('link', { name: 'JSON and Atom feeds' }).click();
    await expect(page).toHaveURL(/\/about\/api$/);
  });
});

test.describe('API files and feeds from the local server', { tag: SERVER }, () => {
  const types = {
    '/api/releases.json': 'application/json',
    '/api/v22.json': 'application/json',
    '/api/lines.json': 'application/json',
    '/api/schema.json': 'application/json',
    '/feed/releases.xml': 'application/atom+xml',
    '/feed/vulnerabilities.xml': 'application/atom+xml',
  };
  for (const [path, type] of Object.entries(types)) {
    test(`${path} is served as ${type}`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(`${type}; charset=utf-8`);
      expect(response.headers()['access-control-allow-origin']).toBe('*');
      const body = await response.text();
      if (type === 'application/json') {
        expect(() => JSON.parse(body)).not.toThrow();
      } else {
        expect(body).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
      }
    });
  }

  test('releases.json lists v22.12.0 with its linux-x64 archive', async ({ request }) => {
    const releases = (await (await request.get('/api/releases.json')).json()) as {
      lines: { line: string; releases: { version: string; files: { name: string; url: string; sha256: string | null }[] }[] }[];
    };
    const release = releases.lines.find((line) => line.line === 'v22')?.releases.find((entry) => entry.version === 'v22.12.0');
    const file = release?.files.find((entry) => entry.name === 'node-v22.12.0-linux-x64.tar.xz');
    expect(file?.url).toBe('https://nodejs.org/dist/v22.12.0/node-v22.12.0-linux-x64.tar.xz');
    expect(file?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  test('lines.json gives each line its lifecycle at the build date, under 20 KB, with no prerelease as a newest stable release', async ({ request }) => {
    const response = await request.get('/api/lines.json', { headers: { 'accept-encoding': 'identity' } });
    expect((await response.body()).byteLength).toBeLessThanOrEqual(20 * 1024);
    const lines = (await response.json()) as {
      statusesAsOf: string;
      lines: { line: string; status: string; alpha: boolean; maintained: boolean; latest: { version: string; page: string } | null }[];
    };
    expect(lines.statusesAsOf).toBe('2026-11-22');
    expect(lines.lines[0]).toMatchObject({ line: 'v27', status: 'Pending', alpha: true, maintained: false, latest: null });
    const v26 = lines.lines.find((line) => line.line === 'v26');
    expect(v26).toMatchObject({ status: 'Active LTS', maintained: true, latest: { version: 'v26.13.0', page: '/download/archive/v26.13.0' } });
    // Every latest page is a page of this site.
    for (const page of lines.lines.flatMap((line) => (line.latest ? [line.latest.page] : [])).slice(0, 5)) {
      expect((await request.get(page)).status()).toBe(200);
    }
  });
});
