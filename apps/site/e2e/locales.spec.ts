import { LOCALES, localeInfo, localizePath } from '../src/i18n/locales';
import { expect, SERVER, test } from './fixtures';

/** Internal links of the page that lead to other pages (not to files such as the API, feeds or assets). */
async function pageLinks(page: import('@playwright/test').Page): Promise<string[]> {
  return page.$$eval('a[href^="/"]:not([hreflang])', (links) =>
    links.map((link) => link.getAttribute('href') ?? '').filter((href) => !/^\/(api|feed|assets|dist)\/|\.(json|xml|svg|txt)$/.test(href)),
  );
}

test.describe('localized pages', () => {
  test('a Japanese page speaks Japanese, and its links stay in Japanese', async ({ page, problems }) => {
    await page.goto('/ja/download');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const heading = await page.locator('h1').textContent();
    await expect(page.getByRole('navigation').first().getByRole('link').first()).toHaveAttribute('href', '/ja/download');
    await page.goto('/download');
    expect(heading).not.toBe(await page.locator('h1').textContent());
    await page.goto('/ja/download');
    await expect(page.getByRole('navigation').first().getByRole('link').first()).toHaveAttribute('href', '/ja/download');
    for (const path of ['/ja/download', '/ja/about/eol', '/ja/download/archive/v22.1.0', '/ja/blog/release/v22.1.0', '/ja/']) {
      await page.goto(path);
      const links = await pageLinks(page);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => !href.startsWith('/ja/')), `links on ${path} that leave Japanese`).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  test.describe('with JavaScript off', () => {
    // Fonts come from style sheets alone; without scripts no render replaces an element while it is inspected.
    test.use({ javaScriptEnabled: false });

    test('Chinese, Japanese and Korean pages draw their text, where it mixes scripts too, in one font of their own script', async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      for (const path of ['/ja/download', '/zh-cn/download', '/ko/download']) {
        await page.goto(path);
        // The heading mixes the page's script with Latin ("Node.js", the version, the system).
        const heading = (await page.locator('h1').textContent()) ?? '';
        expect(heading, path).toMatch(/[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/);
        expect(heading, path).toMatch(/Node\.js/);
        // Every element whose own text mixes the page's script with Latin: headings, the components'
        // labels, notices and links. (Code keeps its Latin monospaced font; see the next test.)
        const count = await page.evaluate(() => {
          const cjk = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/;
          let marked = 0;
          for (const element of document.querySelectorAll('main *:not(pre, pre *, code, code *)')) {
            const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
            if (cjk.test(own) && /[A-Za-z]/.test(own)) {
              element.setAttribute('data-mixed-scripts', '');
              marked += 1;
            }
          }
          return marked;
        });
        expect(count, `elements of ${path} mixing scripts`).toBeGreaterThan(2);
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-mixed-scripts]' });
        const mixed: string[] = [];
        for (const nodeId of nodeIds) {
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          // One family drawn from several of its faces (a regular and a bold file of Noto Sans CJK,
          // say) is still one font: only distinct families count.
          const families = [...new Set(fonts.map((font) => font.familyName))];
          if (families.length > 1) {
            const { node } = await cdp.send('DOM.describeNode', { nodeId });
            mixed.push(`<${node.localName}> ${families.join(' + ')}`);
          }
        }
        expect(mixed, `elements of ${path} drawn in more than one font`).toEqual([]);
      }
    });
  });

  test("install commands are drawn only in fonts their monospaced stack names, in every script (no browser fallback, no browser's own monospace)", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    for (const path of ['/download', '/ja/download', '/zh-cn/download', '/ko/download']) {
      await page.goto(path);
      // The commands are written once the page knows the system; then nothing re-renders them.
      await expect(page.locator('[data-slot="code-box-pre"] code').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-slot="code-box-pre"] code, [data-slot="code-box-pre"] code *' });
      expect(nodeIds.length, path).toBeGreaterThan(0);
      const strays: string[] = [];
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
        const stack = (computedStyle.find((property) => property.name === 'font-family')?.value ?? '').split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, '').toLowerCase());
        for (const font of fonts) {
          if (!stack.includes(font.familyName.toLowerCase())) {
            strays.push(`${font.familyName} (stack: ${stack.join(', ')})`);
          }
        }
      }
      expect([...new Set(strays)], `fonts of ${path}'s install commands not in their stack`).toEqual([]);
    }
  });

  test('dates follow the locale', async ({ page }) => {
    await page.goto('/ja/about/eol');
    const footerDates = await page.locator('footer time').allInnerTexts();
    expect(footerDates.length).toBe(2);
    for (const text of footerDates) {
      expect(text).toMatch(/^\d{4}年\d{1,2}月\d{2}日$/);
    }
    await page.goto('/de/about/eol');
    for (const text of await page.locator('footer time').allInnerTexts()) {
      expect(text).toMatch(/^\d{2}\. [A-Za-zäöüÄÖÜ]+\.? \d{4}$/);
    }
  });

  test('Arabic pages are right-to-left, code stays left-to-right', async ({ page }) => {
    await page.goto('/ar/download');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const codeDirection = await page.locator('[data-slot="code-box-pre"]').first().evaluate((element) => getComputedStyle(element).direction);
    expect(codeDirection).toBe('ltr');
  });

  test('every page announces its alternates in every locale, with x-default', async ({ page }) => {
    await page.goto('/ko/download/archive/v22.1.0');
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
    );
    expect(alternates).toEqual([
      ...LOCALES.map((locale) => [localeInfo(locale).tag, localizePath(locale, '/download/archive/v22.1.0')]),
      ['x-default', '/download/archive/v22.1.0'],
    ]);
  });

  test('an unknown locale prefix is a 404, and a locale keeps its 404 page in its language', { tag: SERVER }, async ({ page }) => {
    const unknown = await page.goto('/xx/download');
    expect(unknown?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const japanese = await page.goto('/ja/download/archive/v99.0.0');
    expect(japanese?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // `en` is no prefix of ours, but one of the reference site's: its addresses are redirected.
    const english = await page.request.get('/en/download', { maxRedirects: 0 });
    expect(english.status()).toBe(301);
    expect(english.headers().location).toBe('/download');
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the language menu with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('leads to the same page in another language and back', async ({ page }) => {
      await page.goto('/about/previous-releases');
      const menu = page.locator('[data-slot="language-menu"]');
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: '한국어' }).click();
      await expect(page).toHaveURL(/\/ko\/about\/previous-releases$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await page.locator('[data-slot="language-menu"] summary').click();
      await page.locator('[data-slot="language-menu"]').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/about\/previous-releases$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
}
