/**
 * The formatted text of a security advisory as plain data: what `parseAdvisoryText`
 * (`@node-downloads/ui/advisory-markdown`) makes of its Markdown, and what `AdvisoryText` renders.
 * It holds text, code, emphasis, links and blocks only, never markup, so it can be made where the
 * text is known (at build time) and sent to a browser as JSON.
 */
import type { Vulnerability } from '@node-downloads/release-core';

/** An inline piece of advisory text: a string, a code span, (strong) emphasis or a link. */
export type AdvisoryInline =
  | string
  | { kind: 'code'; text: string }
  | { kind: 'em' | 'strong'; children: AdvisoryInline[] }
  | { kind: 'link'; href: string; children: AdvisoryInline[] };

/**
 * A block of advisory text: a paragraph, a list (each item its blocks; `start` for a numbered
 * list) or a code block.
 */
export type AdvisoryBlock =
  | { kind: 'paragraph'; children: AdvisoryInline[] }
  | { kind: 'list'; start?: number; items: AdvisoryBlock[][] }
  | { kind: 'code'; text: string };

/** An advisory's formatted text: its blocks in reading order. */
export type AdvisoryTree = AdvisoryBlock[];

/** An advisory as the vulnerabilities list shows it: with its description, else its overview, formatted. */
export type FormattedVulnerability = Vulnerability & {
  /** The formatted description or overview; undefined when the advisory has neither. */
  text: AdvisoryTree | undefined;
};

/**
 * The address of a link when it is an absolute `http:` or `https:` URL (normalised, as a browser
 * would resolve it), else undefined: the one rule for which advisory links become links.
 */
export function safeHref(destination: string): string | undefined {
  try {
    const url = new URL(destination);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
