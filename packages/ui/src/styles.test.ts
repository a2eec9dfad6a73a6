// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildStyles } from '../styles.config';
import { parseTokens } from './fixtures/tokens';

const entry = new URL('./styles.css', import.meta.url);

/** A stylesheet's text with each part it imports written in where it imports it, as a bundler reads it. */
function withParts(file: URL): string {
  return readFileSync(file, 'utf8').replace(/^@import '([^']+)';$/gm, (_, part: string) => withParts(new URL(part, file)));
}

const css = withParts(entry);

const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Every declaration of the stylesheet with the selector of the rule it is in. */
function declarations(): { selector: string; property: string; value: string }[] {
  const found: { selector: string; property: string; value: string }[] = [];
  const selectors: string[] = [];
  let text = '';
  for (const char of uncommented) {
    if (char === '{') {
      selectors.push(text.trim());
      text = '';
    } else if (char === '}' || char === ';') {
      const declaration = text.trim();
      const colon = declaration.indexOf(':');
      if (colon > 0) {
        found.push({ selector: selectors.at(-1) ?? '', property: declaration.slice(0, colon).trim(), value: declaration.slice(colon + 1).trim() });
      }
      if (char === '}') {
        selectors.pop();
      }
      text = '';
    } else {
      text += char;
    }
  }
  return found;
}

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch|color-mix)\(|\b(?:white|black)\b/i;
const RAW_LENGTH = /(?<![\w-])-?\d*\.?\d+(?:px|rem|em|ch|ex|pt)\b/;
const UNITLESS_LEADING = /\/\s*\d/;
const TOKEN_RULES = /^(?::root|:lang\([\w-]+\)|:is\((?::lang\([\w-]+\)(?:,\s*)?)+\))(?:,\s*\[data-theme\])?$/;

describe('styles.css', () => {
  const all = declarations();
  const components = all.filter(({ property }) => !property.startsWith('--'));

  it('reads the whole stylesheet, every part of it', () => {
    expect(css).not.toMatch(/@import/);
    expect(components.length).toBeGreaterThan(300);
  });

  it('styles the components with tokens only: no raw colour, size or line height outside the token blocks', () => {
    const raw = components
      .filter(({ property, value }) => RAW_COLOUR.test(value) || RAW_LENGTH.test(value) || (/^(?:font|line-height)$/.test(property) && (UNITLESS_LEADING.test(value) || /^\d/.test(value))))
      .map(({ selector, property, value }) => `${selector} { ${property}: ${value} }`);
    expect(raw).toEqual([]);
  });

  it('defines tokens in the token blocks only', () => {
    const outside = all.filter(({ property, selector }) => property.startsWith('--') && !TOKEN_RULES.test(selector)).map(({ selector, property }) => `${selector} { ${property} }`);
    expect(outside).toEqual([]);
  });

  it('sets every text size from the type scale', () => {
    const sizes = components.filter(({ property }) => property === 'font-size' || property === 'font').map(({ value }) => value);
    const offScale = sizes.filter((value) => value !== 'inherit' && !/var\(--nd-text-(?:xs|sm|md|lg)\)/.test(value) && !/^var\(--nd-weight-\w+\)$/.test(value));
    expect(offScale).toEqual([]);
  });

  it('uses only tokens it defines', () => {
    const defined = new Set([...uncommented.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
    const used = new Set([...uncommented.matchAll(/var\((--nd-[\w-]+|--sh-[\w-]+)/g)].map((match) => match[1]));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('says what every token is for, for the tokens page', () => {
    const tokens = parseTokens(css);
    expect(tokens.length).toBeGreaterThan(60);
    expect(tokens.filter((token) => token.use === '').map((token) => token.name)).toEqual([]);
  });

  it('gives every colour of the light theme a dark value, except the code colours, dark in both', () => {
    const missing = parseTokens(css)
      .filter((token) => token.name.startsWith('--nd-color-') && token.dark === undefined)
      .map((token) => token.name);
    expect(missing).toEqual([]);
  });

  it('writes each colour once, its dark value beside its light one', () => {
    const colours = [...uncommented.matchAll(/(--nd-(?:color|code)-[\w-]+)\s*:/g)].map((match) => match[1]);
    expect(colours.length).toBeGreaterThan(30);
    expect(colours.filter((name, index) => colours.indexOf(name) !== index)).toEqual([]);
    expect(uncommented).not.toMatch(/prefers-color-scheme/);
  });

  it("ships a copy for browsers without light-dark(): the system's theme by a media query, data-theme forcing either", () => {
    const built = buildStyles(fileURLToPath(entry));
    expect(built).not.toContain('light-dark(');
    expect(built).toMatch(/@media \(prefers-color-scheme:dark\)\{:root,\[data-theme\]\{--lightningcss-light: ;--lightningcss-dark:initial\}\}/);
    expect(built).toMatch(/\[data-theme=light\]\{--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light\}/);
    expect(built).toMatch(/\[data-theme=dark\]\{--lightningcss-light: ;--lightningcss-dark:initial;color-scheme:dark\}/);
    expect(built).toContain('--nd-color-bg:var(--lightningcss-light,#fff)var(--lightningcss-dark,#0f1412)');
  });
});
