/**
 * The `_redirects` file format read by Netlify, Cloudflare Pages and GitLab Pages: one
 * `from to status` rule a line, `#` comments, `:name` placeholders matching one path segment.
 * Rules are 301s to a route of the site, or 302s from a static route to a file on the
 * distribution server (the `latest file` family, whose target changes with each release). The
 * build writes the redirect table (`src/redirects.ts`) in it; the preview server and the nginx
 * configuration read it back, so all three answer alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RedirectFamily, RedirectRule } from '../../src/redirects';

/** A rule as the file holds it (the family is only a comment there; a status left out is 301). */
export type RedirectLine = Pick<RedirectRule, 'from' | 'to' | 'status'>;

/** Where a 302 may lead: a file on the distribution server, nothing a server would read as syntax. */
const EXTERNAL_TARGET = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[A-Za-z0-9._~/-]*$/;

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
    lines.push(`${rule.from} ${rule.to} ${rule.status ?? 301}`);
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
    if (!from || !to || (status !== '301' && status !== '302') || rest.length > 0) {
      throw new RedirectsFileError(index + 1, `expected "from to 301" or "from to 302", got ${JSON.stringify(line)}`);
    }
    if (status === '302') {
      if (!ROUTE.test(from) || from.includes(':')) {
        throw new RedirectsFileError(index + 1, `${JSON.stringify(from)} is not a static site route (a 302 has no placeholder)`);
      }
      if (!EXTERNAL_TARGET.test(to)) {
        throw new RedirectsFileError(index + 1, `${JSON.stringify(to)} is not an https address of a file (a 302 leads to the distribution server)`);
      }
      rules.push({ from, to, status: 302 });
      return;
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
 * A function giving the target and status of the first rule matching a decoded request path (one
 * trailing slash allowed, case as written), placeholders put in encoded; undefined when none
 * does. The rules are compiled once.
 * @example
 * redirectMatcher([{ from: '/en/download/archive/:version', to: '/download/archive/:version' }])('/en/download/archive/v22.1.0/')
 * // → { to: '/download/archive/v22.1.0', status: 301 }
 */
export function redirectMatcher(rules: readonly RedirectLine[]): (pathname: string) => { to: string; status: 301 | 302 } | undefined {
  const compiled = rules.map((rule) => {
    const { pattern, names } = sourcePattern(rule.from);
    return { expression: new RegExp(pattern), names, to: rule.to, status: rule.status ?? 301 };
  });
  return (pathname) => {
    for (const rule of compiled) {
      const match = rule.expression.exec(pathname);
      if (match) {
        const values = new Map(rule.names.map((name, index) => [name, encodeURIComponent(match[index + 1] ?? '')]));
        return { to: rule.status === 302 ? rule.to : rule.to.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? ''), status: rule.status };
      }
    }
    return undefined;
  };
}
