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

type PartCheck = (part: Record<string, unknown>, at: string) => string | undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function listProblem(value: unknown, at: string, entryProblem: (entry: unknown, at: string) => string | undefined): string | undefined {
  if (!Array.isArray(value)) {
    return at;
  }
  for (const [index, entry] of value.entries()) {
    const problem = entryProblem(entry, `${at}[${index}]`);
    if (problem !== undefined) {
      return problem;
    }
  }
  return undefined;
}

const textProblem: PartCheck = (part, at) => (typeof part.text === 'string' ? undefined : `${at}.text`);
const childrenProblem: PartCheck = (part, at) => listProblem(part.children, `${at}.children`, inlineProblem);

/** The check of each kind of element; a kind added to the types must be added here. */
const INLINE_CHECKS: { [Kind in Exclude<AdvisoryInline, string>['kind']]: PartCheck } = {
  code: textProblem,
  em: childrenProblem,
  strong: childrenProblem,
  link: (part, at) => (typeof part.href === 'string' ? childrenProblem(part, at) : `${at}.href`),
};
const BLOCK_CHECKS: { [Kind in AdvisoryBlock['kind']]: PartCheck } = {
  paragraph: childrenProblem,
  code: textProblem,
  list: (part, at) =>
    part.start !== undefined && !(Number.isSafeInteger(part.start) && (part.start as number) >= 0)
      ? `${at}.start`
      : listProblem(part.items, `${at}.items`, (item, itemAt) => listProblem(item, itemAt, blockProblem)),
};

function partProblem(checks: Record<string, PartCheck>, value: unknown, at: string): string | undefined {
  if (!isObject(value)) {
    return at;
  }
  const { kind } = value;
  return typeof kind === 'string' && Object.hasOwn(checks, kind) ? checks[kind]!(value, at) : `${at}.kind`;
}

function inlineProblem(value: unknown, at: string): string | undefined {
  return typeof value === 'string' ? undefined : partProblem(INLINE_CHECKS, value, at);
}

function blockProblem(value: unknown, at: string): string | undefined {
  return partProblem(BLOCK_CHECKS, value, at);
}

/**
 * Where `value` is not an {@link AdvisoryTree}: the path of its first wrong part from the tree
 * (`[0].children[2].href`; `''` when the value itself is not a list), else undefined. For a tree
 * that arrives as JSON, such as a file a build wrote, checked before `AdvisoryText` renders it. It
 * checks the shape; which links become links `AdvisoryText` decides when it renders.
 * @example
 * advisoryTreeProblem([{ kind: 'paragraph', children: ['a ', { kind: 'code', text: 'b' }] }]) // → undefined
 * advisoryTreeProblem([{ kind: 'paragraph', children: [{ kind: 'link', children: [] }] }]) // → '[0].children[0].href'
 */
export function advisoryTreeProblem(value: unknown): string | undefined {
  return listProblem(value, '', blockProblem);
}
