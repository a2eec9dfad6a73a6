/**
 * The `_headers` file format understood by common static hosts: a path pattern on its own line,
 * then indented `Name: value` lines. `*` in a pattern matches any run of characters.
 */

import type { HeaderRule } from '../../src/headers';

export type { HeaderRule };

/** Parses a `_headers` file into rules, in file order. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const rawLine of text.split('\n')) {
    if (rawLine.trim() === '' || rawLine.trim().startsWith('#')) {
      continue;
    }
    if (/^\s/.test(rawLine)) {
      if (!current) {
        throw new Error(`_headers: header line before any path: "${rawLine.trim()}"`);
      }
      const separator = rawLine.indexOf(':');
      if (separator < 0) {
        throw new Error(`_headers: expected "Name: value", got "${rawLine.trim()}"`);
      }
      current.headers[rawLine.slice(0, separator).trim()] = rawLine.slice(separator + 1).trim();
    } else {
      current = { pattern: rawLine.trim(), headers: {} };
      rules.push(current);
    }
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  const expression = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return expression.test(pathname);
}

/** Every header that applies to a path; later rules override earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (matches(rule.pattern, pathname)) {
      Object.assign(headers, rule.headers);
    }
  }
  return headers;
}
