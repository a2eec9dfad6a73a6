/**
 * Advisory texts are Markdown. This entry (`@node-downloads/ui/advisory-markdown`) parses them with
 * markdown-it's CommonMark preset into an `AdvisoryTree`, plain data that `AdvisoryText` renders:
 * run it where the text is known (a build, a server), and a browser receives the tree, not the
 * parser. Raw HTML is never recognised (it stays text), a link becomes a link only when its address
 * is `http:` or `https:` (any other stays the text as written), and emphasis and links nest at most
 * {@link MAX_INLINE_DEPTH} deep (deeper ones keep their text). markdown-it parses in time linear in
 * the text, 100 KB of nested emphasis included.
 *
 * @packageDocumentation
 */
import type { Vulnerability } from '@node-downloads/release-core';
import MarkdownIt, { type Token } from 'markdown-it';
import { type AdvisoryBlock, type AdvisoryInline, type AdvisoryTree, type FormattedVulnerability, safeHref } from './advisory-tree';

export type { AdvisoryBlock, AdvisoryInline, AdvisoryTree, FormattedVulnerability } from './advisory-tree';

/** How deep emphasis, strong emphasis and links nest in a tree at most; deeper ones keep their text only. */
export const MAX_INLINE_DEPTH = 16;

const markdown = new MarkdownIt('commonmark', { html: false });
markdown.validateLink = (url) => safeHref(url) !== undefined;

/** Adds text to a run of inlines, joined to a string before it. */
function addText(inlines: AdvisoryInline[], text: string): void {
  const last = inlines.length - 1;
  if (text === '') {
    return;
  }
  if (typeof inlines[last] === 'string') {
    inlines[last] += text;
  } else {
    inlines.push(text);
  }
}

/**
 * One paragraph's inline tokens (flat, each opening and closing token in turn) as inlines. An
 * element too deep, or a link whose address is not safe, is a frame writing into its parent.
 */
function inlinesOf(tokens: readonly Token[]): AdvisoryInline[] {
  const root: AdvisoryInline[] = [];
  const frames: AdvisoryInline[][] = [root];
  let depth = 0;
  for (const token of tokens) {
    const parent = frames[frames.length - 1] ?? root;
    if (token.nesting === 1) {
      const href = token.type === 'link_open' ? safeHref(String(token.attrGet('href') ?? '')) : undefined;
      const node: AdvisoryInline | undefined =
        depth >= MAX_INLINE_DEPTH
          ? undefined
          : token.type === 'em_open' || token.type === 'strong_open'
            ? { kind: token.type === 'em_open' ? 'em' : 'strong', children: [] }
            : href === undefined
              ? undefined
              : { kind: 'link', href, children: [] };
      if (node === undefined) {
        frames.push(parent);
      } else {
        parent.push(node);
        frames.push(node.children);
        depth += 1;
      }
    } else if (token.nesting === -1) {
      const frame = frames.pop();
      depth -= frame === frames[frames.length - 1] ? 0 : 1;
    } else if (token.type === 'code_inline') {
      parent.push({ kind: 'code', text: token.content });
    } else if (token.type === 'softbreak' || token.type === 'hardbreak') {
      addText(parent, '\n');
    } else {
      // Text, and an image's description (its picture is never loaded).
      addText(parent, token.content);
    }
  }
  return root;
}

/**
 * Parses an advisory's Markdown into its formatted text: paragraphs (headings too), bullet and
 * numbered lists, code blocks, and in them code spans, emphasis, strong emphasis and `http:` or
 * `https:` links. Block quotes keep their content, thematic breaks are left out.
 * @example
 * parseAdvisoryText('`Buffer#write()` can be **abused**')
 * // → [{ kind: 'paragraph', children: [{ kind: 'code', text: 'Buffer#write()' }, ' can be ', { kind: 'strong', children: ['abused'] }] }]
 */
export function parseAdvisoryText(text: string): AdvisoryTree {
  const root: AdvisoryBlock[] = [];
  const containers: AdvisoryBlock[][] = [root];
  const lists: Extract<AdvisoryBlock, { kind: 'list' }>[] = [];
  for (const token of markdown.parse(text, {})) {
    const container = containers[containers.length - 1] ?? root;
    switch (token.type) {
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const start = token.attrGet('start');
        const list: Extract<AdvisoryBlock, { kind: 'list' }> =
          token.type === 'ordered_list_open' ? { kind: 'list', start: start === null ? 1 : Number(start), items: [] } : { kind: 'list', items: [] };
        container.push(list);
        lists.push(list);
        break;
      }
      case 'bullet_list_close':
      case 'ordered_list_close': {
        lists.pop();
        break;
      }
      case 'list_item_open': {
        const item: AdvisoryBlock[] = [];
        lists[lists.length - 1]?.items.push(item);
        containers.push(item);
        break;
      }
      case 'list_item_close': {
        containers.pop();
        break;
      }
      case 'inline': {
        container.push({ kind: 'paragraph', children: inlinesOf(token.children ?? []) });
        break;
      }
      case 'code_block':
      case 'fence': {
        container.push({ kind: 'code', text: token.content.replace(/\n+$/, '') });
        break;
      }
      default:
        // Paragraph, heading and block quote boundaries, thematic breaks: their content comes as tokens of its own.
        break;
    }
  }
  return root;
}

/**
 * An advisory with its text formatted for the vulnerabilities list and dialog: its description,
 * else its overview, parsed.
 */
export function formatAdvisory(vulnerability: Vulnerability): FormattedVulnerability {
  const text = vulnerability.description ?? vulnerability.overview;
  return { ...vulnerability, text: text === undefined ? undefined : parseAdvisoryText(text) };
}

/** The advisories of a version, known and unknown severity apart, formatted (see {@link formatAdvisory}). */
export function formatAdvisories<Split extends { known: readonly Vulnerability[]; unknown: readonly Vulnerability[] }>(
  split: Split,
): Omit<Split, 'known' | 'unknown'> & { known: FormattedVulnerability[]; unknown: FormattedVulnerability[] } {
  return { ...split, known: split.known.map(formatAdvisory), unknown: split.unknown.map(formatAdvisory) };
}
