/**
 * Values that read left to right in every language: file names, versions, release lines and
 * codenames, product names, formats and architectures, commands, URLs, checksums, JSON names. Put as they are into
 * a right-to-left sentence, such a value runs into the punctuation around it (an Arabic link text
 * "… (node-v24.11.1-x64.msi)" shows its closing parenthesis on the wrong side). Every message is
 * rendered with these values isolated in `<bdi dir="ltr">`: harmless in a left-to-right page,
 * correct in a right-to-left one.
 *
 * The rule is the placeholder's name, so it holds in every locale and wherever the message is
 * rendered (the pre-render step and the page scripts alike). Attributes (`aria-label`, `title`)
 * get the plain text: a screen reader speaks them in reading order, which bidi does not change.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';

/** The placeholders whose values are always left to right. */
const LTR_PLACEHOLDERS: ReadonlySet<string> = new Set([
  // Names of operating systems, install methods, package managers and tools, never translated.
  'os',
  'system',
  'method',
  'manager',
  'tool',
  'version',
  'line',
  'codename',
  'file',
  'folder',
  'format',
  'arch',
  'platform',
  'url',
  'keyserver',
  'sha256',
  'pointer',
  'example',
  'legacy',
  'lines',
  'statusesAsOf',
  'dataAsOf',
  'field',
  'found',
  // "Check a downloaded file": the release shown beside the one a file is of, and a hex digest.
  'pageVersion',
  'digest',
]);

/** Whether the values of this placeholder are always left to right. */
export function isLtrPlaceholder(name: string): boolean {
  return LTR_PLACEHOLDERS.has(name);
}

/** A left-to-right value isolated from the text around it. */
export function isolateLtr(value: ReactNode): ReactElement {
  return <bdi dir="ltr">{value}</bdi>;
}

/**
 * The values of a message with every left-to-right value (text, number or element) isolated;
 * other values are left as they are.
 */
export function withLtrIsolated(values: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> | undefined {
  if (!values) {
    return values;
  }
  const isolated: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const isolatable = typeof value === 'string' || typeof value === 'number' || isValidElement(value);
    isolated[name] = isolatable && isLtrPlaceholder(name) ? isolateLtr(value as ReactNode) : value;
  }
  return isolated;
}

/** Latin words (a name such as "Node.js", an option such as "--keyserver") ending a text. */
const LATIN_WORDS_AT_END = /(?<=^|\s)[-A-Za-z0-9][\w.+-]*(?:\s+[-A-Za-z0-9][\w.+-]*)*\s*$/;
/** Latin words starting a text. */
const LATIN_WORDS_AT_START = /^\s*[-A-Za-z0-9][\w.+-]*(?:\s+[-A-Za-z0-9][\w.+-]*)*/;
const HAS_LATIN_LETTER = /[A-Za-z]/;

function isLtrIsolate(node: ReactNode): node is ReactElement<{ dir?: string; children?: ReactNode }> {
  return isValidElement<{ dir?: string }>(node) && node.type === 'bdi' && node.props.dir === 'ltr';
}

/** The Latin words at one end of a part of a message (none unless it is text), and the rest of it. */
function takeLatinWords(part: ReactNode, end: 'start' | 'end'): { words: string; rest: ReactNode } {
  if (typeof part !== 'string') {
    return { words: '', rest: part };
  }
  const found = (end === 'end' ? LATIN_WORDS_AT_END : LATIN_WORDS_AT_START).exec(part)?.[0] ?? '';
  if (!HAS_LATIN_LETTER.test(found)) {
    return { words: '', rest: part };
  }
  return { words: found, rest: end === 'end' ? part.slice(0, part.length - found.length) : part.slice(found.length) };
}

/**
 * In a right-to-left message, Latin words beside an isolated left-to-right value are drawn with it
 * as one name. An isolate counts as a neutral to the text around it, so in "تنزيل Node.js {version}"
 * the version, between "Node.js" and the end of the line, took the line's direction and was drawn
 * to the left of "Node.js" ("v26.13.0 Node.js تنزيل"). The words and the value become one
 * left-to-right embedding instead (`<span dir="ltr" data-slot="ltr-name">`, `unicode-bidi: embed`
 * in the site's style sheet): unlike an isolate, the text around an embedding sees left-to-right
 * text, so "Node.js v22.11.0 (LTS «Jod»)" keeps its parentheses where they were. Latin words in an
 * Arabic message are such names (products, commands), never prose.
 *
 * `parts` alternates text (even indexes) and values (odd indexes), as a message is split around
 * its values; the result keeps that shape.
 */
export function joinLatinWords(parts: readonly ReactNode[]): ReactNode[] {
  const joined = [...parts];
  for (let index = 1; index < joined.length; index += 2) {
    const value = joined[index];
    if (!isLtrIsolate(value)) {
      continue;
    }
    const before = takeLatinWords(joined[index - 1], 'end');
    const after = takeLatinWords(joined[index + 1], 'start');
    if (before.words === '' && after.words === '') {
      continue;
    }
    joined[index - 1] = before.rest;
    const { children } = value.props;
    // One text where the value is text, so the page holds one text node (no separator comments).
    joined[index] = (
      <span dir="ltr" data-slot="ltr-name">
        {typeof children === 'string' || typeof children === 'number' ? (
          `${before.words}${children}${after.words}`
        ) : (
          <>
            {before.words}
            {children}
            {after.words}
          </>
        )}
      </span>
    );
    if (index + 1 < joined.length) {
      joined[index + 1] = after.rest;
    }
  }
  return joined;
}
