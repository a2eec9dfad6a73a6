/**
 * What a Markdown document names, read with micromark's CommonMark + GFM parser (mdast): its
 * relative links, its inline code spans, the lines of its shell code blocks, its headings' anchors
 * and its tables, each with the line it is on.
 */
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** Code block languages whose lines are commands a reader types. */
const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'console']);

/**
 * @typedef {{ line: number, value: string }} Located
 * @typedef {{ heading: string, line: number, rows: string[][], firstColumnCode: string[][] }} Table
 *   `firstColumnCode`: per row, the code spans of its first cell
 * @typedef {{
 *   links: Located[],
 *   inlineCode: Located[],
 *   shellLines: Located[],
 *   anchors: Set<string>,
 *   tables: Table[],
 * }} MarkdownFacts
 */

/** The plain text of a node and its children. */
function textOf(node) {
  if (typeof node.value === 'string') {
    return node.value;
  }
  return (node.children ?? []).map(textOf).join('');
}

/**
 * Reads one document.
 * @param {string} text
 * @returns {MarkdownFacts}
 */
export function readMarkdown(text) {
  const tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const slugger = new GithubSlugger();
  /** @type {MarkdownFacts} */
  const facts = { links: [], inlineCode: [], shellLines: [], anchors: new Set(), tables: [] };
  let lastHeading = '';

  const visit = (node) => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'link':
      case 'definition': {
        facts.links.push({ line, value: node.url });
        break;
      }
      case 'inlineCode': {
        facts.inlineCode.push({ line, value: node.value });
        break;
      }
      case 'code': {
        if (SHELL_LANGUAGES.has(node.lang ?? '')) {
          node.value.split('\n').forEach((value, index) => {
            facts.shellLines.push({ line: line + 1 + index, value });
          });
        }
        break;
      }
      case 'heading': {
        lastHeading = textOf(node);
        facts.anchors.add(slugger.slug(lastHeading));
        break;
      }
      case 'table': {
        facts.tables.push({
          heading: lastHeading,
          line,
          rows: node.children.slice(1).map((row) => row.children.map(textOf)),
          firstColumnCode: node.children.slice(1).map((row) => (row.children[0]?.children ?? []).filter((child) => child.type === 'inlineCode').map((child) => child.value)),
        });
        break;
      }
      default: {
        break;
      }
    }
    for (const child of node.children ?? []) {
      visit(child);
    }
  };
  visit(tree);
  // Explicit anchors (`<a id="…">`) count as well.
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) {
    facts.anchors.add(match[1]);
  }
  return facts;
}
