/**
 * The `_redirects` file format read by Netlify, Cloudflare Pages and GitLab Pages: one
 * `from to status` rule a line, `#` comments, `:name` placeholders matching one path segment. The
 * build writes the redirect table (`src/redirects.ts`) in it; the preview server and the nginx
 * configuration read it back, so all three answer alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RedirectFamily, RedirectRule } from '../../src/redirects';

/** A rule as the file holds it (the family is only a comment there). */
export type RedirectLine = Pick<RedirectRule, 'from' | 'to'>;

/** A `_redirects` line that is not a rule this site writes, with the line number. */
export class RedirectsFileError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`_redirects line ${line}: ${reason}`);
    this.name = 'RedirectsFileError';
  }
}

/** Characters a route of the table may hold; anything else would be syntax to a server. */
const ROUTE = /^\/[A-Za-z0-9._~/:-]*$/;
const PLACEHOLDER = /:([a-z]+)/g;

/** The `_redirects` file of the rules, in their order, each family after a comment naming it. */
export function redirectsFile(rules: readonly RedirectRule[]): string {
  const lines: string[] = [];
  let family: RedirectFamily | undefined;
  for (const rule of rules) {
    if (rule.family !== family) {
      family = rule.family;
      lines.push(`# ${family}`);
    }
    lines.push(`${rule.from} ${rule.to} 301`);
  }
  return `${lines.join('\n')}\n`;
}

/** Parses a `_redirects` file written by {@link redirectsFile}; throws {@link RedirectsFileError} on any other line. */
export function parseRedirectsFile(text: string): RedirectLine[] {
  const rules: RedirectLine[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      return;
    }
    const [from, to, status, ...rest] = line.split(/\s+/);
    if (!from || !to || status !== '301' || rest.length > 0) {
      throw new RedirectsFileError(index + 1, `expected "from to 301", got ${JSON.stringify(line)}`);
    }
    for (const route of [from, to]) {
      if (!ROUTE.test(route)) {
        throw new RedirectsFileError(index + 1, `${JSON.stringify(route)} is not a site route (a leading /, letters, digits, . _ ~ - : and /)`);
      }
    }
    const placeholders = (route: string) => [...route.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
    if (placeholders(to).join() !== placeholders(from).join()) {
      throw new RedirectsFileError(index + 1, `${to} must use exactly the placeholders of ${from}`);
    }
    rules.push({ from, to });
  });
  return rules;
}

/** The rules of a build's `_redirects` (none when it has no such file). */
export function readRedirectsFile(dir: string): RedirectLine[] {
  const file = path.join(dir, '_redirects');
  return fs.existsSync(file) ? parseRedirectsFile(fs.readFileSync(file, 'utf8')) : [];
}

/**
 * The rule's source as a regular expression over a decoded path, one group per placeholder in
 * order, an optional trailing slash. Exported for the nginx configuration.
 */
export function sourcePattern(from: string): { pattern: string; names: string[] } {
  const names: string[] = [];
  const body = from
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 1) {
        names.push(part);
        return '([^/]+)';
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: `^${body.endsWith('/') ? body : `${body}/?`}$`, names };
}

/**
 * A function giving the target of the first rule matching a decoded request path (one trailing
 * slash allowed, case as written), placeholders put in encoded; undefined when none does. The
 * rules are compiled once.
 * @example
 * redirectMatcher([{ from: '/en/download/archive/:version', to: '/download/archive/:version' }])('/en/download/archive/v22.1.0/')
 * // → '/download/archive/v22.1.0'
 */
export function redirectMatcher(rules: readonly RedirectLine[]): (pathname: string) => string | undefined {
  const compiled = rules.map((rule) => {
    const { pattern, names } = sourcePattern(rule.from);
    return { expression: new RegExp(pattern), names, to: rule.to };
  });
  return (pathname) => {
    for (const rule of compiled) {
      const match = rule.expression.exec(pathname);
      if (match) {
        const values = new Map(rule.names.map((name, index) => [name, encodeURIComponent(match[index + 1] ?? '')]));
        return rule.to.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '');
      }
    }
    return undefined;
  };
}
