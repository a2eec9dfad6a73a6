/**
 * The build's check of the redirect table against what it wrote: every target is a page (or file)
 * of the output, and no source is one (a redirect never hides a page). The one exception is the
 * `latest file` family: its 302s lead to files on the distribution server. A dynamic rule's target is
 * checked as far as the build can: the folder its placeholder names pages in holds pages; the
 * servers check the page itself at request time.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RedirectLine } from '../serve/redirects-file';
import { resolveFile } from '../serve/preview-server';

/** A rule of the redirect table the build cannot honour, named by its source and target. */
export class RedirectTableError extends Error {
  constructor(
    readonly rule: RedirectLine,
    reason: string,
  ) {
    super(`Redirect ${rule.from} → ${rule.to}: ${reason}`);
    this.name = 'RedirectTableError';
  }
}

function hasPages(dir: string): boolean {
  try {
    return fs.readdirSync(dir, { withFileTypes: true }).some((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'index.html')));
  } catch {
    return false;
  }
}

/** Throws {@link RedirectTableError} for the first rule whose target the output lacks or whose source it has. */
export function checkRedirects(rules: readonly RedirectLine[], outDir: string): void {
  const seen = new Set<string>();
  for (const rule of rules) {
    if (seen.has(rule.from)) {
      throw new RedirectTableError(rule, 'a second rule for the same address (only the first would ever answer)');
    }
    seen.add(rule.from);
    if (rule.status === 302) {
      // A file on the distribution server: the build cannot fetch it, release-core's latestFiles vouches for it.
      if (!rule.to.startsWith('https://')) {
        throw new RedirectTableError(rule, 'a 302 leads to a file on the distribution server, an https address');
      }
      if (resolveFile(outDir, rule.from)) {
        throw new RedirectTableError(rule, 'the source is a page the build wrote: the redirect would hide it');
      }
      continue;
    }
    const dynamic = rule.to.indexOf('/:');
    if (dynamic >= 0) {
      if (!hasPages(path.join(outDir, rule.to.slice(0, dynamic)))) {
        throw new RedirectTableError(rule, `the build wrote no pages under ${rule.to.slice(0, dynamic + 1)}`);
      }
      continue;
    }
    if (resolveFile(outDir, rule.from)) {
      throw new RedirectTableError(rule, 'the source is a page the build wrote: the redirect would hide it');
    }
    if (!resolveFile(outDir, rule.to)) {
      throw new RedirectTableError(rule, 'the target is not a page the build wrote');
    }
  }
}
