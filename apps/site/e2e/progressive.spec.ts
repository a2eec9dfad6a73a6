import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, ROUTES, test, watchLayoutShifts } from './fixtures';

/**
 * Serves one page of the built site in two parts, with a pause in the middle of its main content,
 * as a slow connection or a parser yielding would split it. Its assets stay on the site's server.
 */
async function splitServer(html: string, cutBefore: string, origin: string): Promise<{ url: string; close: () => void }> {
  const page = html.replaceAll('"/assets/', `"${origin}/assets/`).replaceAll('"/favicon.svg"', `"${origin}/favicon.svg"`);
  const cut = page.indexOf(cutBefore);
  expect(cut).toBeGreaterThan(0);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(page.slice(0, cut));
    setTimeout(() => response.end(page.slice(cut)), 600);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

test.describe('a page arriving in parts', () => {
  for (const [route, cutBefore] of [
    [ROUTES.download, '<span data-slot="version-picker-value"'],
    [ROUTES.download, '<button type="button" data-slot="code-box-copy"'],
    [ROUTES.previousReleases, '<tbody>'],
  ] as const) {
    test(`${route} is first painted whole, so nothing shifts (cut before ${cutBefore.slice(0, 40)}…)`, async ({ page, baseURL, request }) => {
      const html = await (await request.get(route)).text();
      const server = await splitServer(html, cutBefore, baseURL ?? '');
      try {
        const layoutShifts = await watchLayoutShifts(page);
        const started = Date.now();
        await page.goto(server.url);
        expect(Date.now() - started).toBeGreaterThan(550);
        // Nothing is painted before the part after the pause has arrived.
        await expect
          .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0))
          .toBeGreaterThan(550);
        await page.waitForTimeout(300);
        expect(await layoutShifts()).toEqual([]);
      } finally {
        server.close();
      }
    });
  }
});
