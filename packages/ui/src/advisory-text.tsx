/**
 * Security advisory texts are written in Markdown: code spans (`Buffer#write()`), emphasis and
 * strong emphasis (`_unlikely_`, `**http**`), links (`[text](https://…)`, `<https://…>`),
 * paragraphs, bullet lists (`* …`) and the odd fenced or indented code block (a CVSS table). This
 * renders that subset, following CommonMark's rules for each construct, to React elements. Nothing else is interpreted: HTML in the text stays
 * text (React escapes it), and a link whose address is not `http:` or `https:` shows its text only.
 */
import * as React from 'react';

/** An inline piece of advisory text. */
type Inline =
  | string
  | { kind: 'code'; text: string }
  | { kind: 'em' | 'strong'; children: Inline[] }
  | { kind: 'link'; href: string | undefined; children: Inline[] };

/** A block of advisory text. */
type Block = { kind: 'paragraph'; children: Inline[] } | { kind: 'list'; items: Inline[][] } | { kind: 'code'; text: string };

/** A run of `*` or `_` that may open or close emphasis (CommonMark's delimiter run). */
type Delimiter = { kind: 'delimiter'; char: '*' | '_'; count: number; length: number; canOpen: boolean; canClose: boolean };

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const WHITESPACE = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const AUTOLINK = /^<(https?:\/\/[^\s<>]*)>/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BULLET = /^ {0,3}[-*+](?:[ \t]+|$)/;
const INDENTED = /^(?: {4}|\t)/;

/** The address of a link when it is an absolute `http:` or `https:` URL, else undefined. */
function safeHref(destination: string): string | undefined {
  try {
    const url = new URL(destination);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The index after the run of the character at `start` (a run of backticks, stars or underscores). */
function runEnd(text: string, start: number): number {
  let end = start;
  while (text[end] === text[start]) {
    end += 1;
  }
  return end;
}

/**
 * The code span opened by the backtick run at `start`: closed by the next run of the same length.
 * Its end (after the closing run) and raw content, or undefined when no run closes it.
 */
function codeSpanAt(text: string, start: number): { end: number; content: string } | undefined {
  const open = runEnd(text, start);
  const length = open - start;
  let index = open;
  for (let next = text.indexOf('`', index); next >= 0; next = text.indexOf('`', index)) {
    index = runEnd(text, next);
    if (index - next === length) {
      return { end: index, content: text.slice(open, next) };
    }
  }
  return undefined;
}

/** Code span content: line endings become spaces, one space each side is dropped when both are there. */
function codeSpanText(raw: string): string {
  const text = raw.replace(/\r\n|\r|\n/g, ' ');
  return text.length > 2 && text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '' ? text.slice(1, -1) : text;
}

/** Where the `]` closing the bracket at `open` is (brackets nest; code spans and escapes are skipped), or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
    } else if (char === '`') {
      index = (codeSpanAt(text, index)?.end ?? runEnd(text, index)) - 1;
    } else if (char === '[') {
      depth += 1;
    } else if (char === ']') {
      depth -= 1;
      if (depth === 0) {
        return index;
      }
    }
  }
  return -1;
}

/**
 * The link destination `(url)` or `(url "title")` starting at `open`, as CommonMark reads it
 * (`<url>`, or a URL without spaces whose parentheses balance): the URL and the index after `)`.
 */
function linkDestination(text: string, open: number): { url: string; end: number } | undefined {
  let index = open + 1;
  const skipSpace = () => {
    while (WHITESPACE.test(text[index] ?? '')) {
      index += 1;
    }
  };
  skipSpace();
  let url = '';
  if (text[index] === '<') {
    const close = text.indexOf('>', index);
    if (close < 0 || /[\n<]/.test(text.slice(index + 1, close))) {
      return undefined;
    }
    url = text.slice(index + 1, close);
    index = close + 1;
  } else {
    let depth = 0;
    for (; index < text.length; index += 1) {
      const char = text[index] ?? '';
      if (char === '\\' && ASCII_PUNCTUATION.test(text[index + 1] ?? '')) {
        index += 1;
        url += text[index];
        continue;
      }
      if (WHITESPACE.test(char) || (char === ')' && depth === 0)) {
        break;
      }
      depth += char === '(' ? 1 : char === ')' ? -1 : 0;
      url += char;
    }
  }
  const title = /^\s+(?:"[^"]*"|'[^']*'|\([^()]*\))/.exec(text.slice(index));
  index += title ? title[0].length : 0;
  skipSpace();
  return text[index] === ')' ? { url, end: index + 1 } : undefined;
}

function delimiter(text: string, start: number, end: number): Delimiter {
  const char = text[start] as '*' | '_';
  const before = text[start - 1] ?? ' ';
  const after = text[end] ?? ' ';
  const afterSpace = WHITESPACE.test(after);
  const beforeSpace = WHITESPACE.test(before);
  const afterPunctuation = PUNCTUATION.test(after);
  const beforePunctuation = PUNCTUATION.test(before);
  const leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation);
  const rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation);
  const length = end - start;
  if (char === '*') {
    return { kind: 'delimiter', char, count: length, length, canOpen: leftFlanking, canClose: rightFlanking };
  }
  return {
    kind: 'delimiter',
    char,
    count: length,
    length,
    canOpen: leftFlanking && (!rightFlanking || beforePunctuation),
    canClose: rightFlanking && (!leftFlanking || afterPunctuation),
  };
}

function isDelimiter(item: Inline | Delimiter): item is Delimiter {
  return typeof item === 'object' && item.kind === 'delimiter';
}

/** Joins neighbouring strings and turns unmatched delimiters into their text. */
function toInlines(items: readonly (Inline | Delimiter)[]): Inline[] {
  const result: Inline[] = [];
  for (const item of items) {
    const piece = isDelimiter(item) ? item.char.repeat(item.count) : item;
    const last = result[result.length - 1];
    if (typeof piece === 'string' && typeof last === 'string') {
      result[result.length - 1] = last + piece;
    } else if (piece !== '') {
      result.push(piece);
    }
  }
  return result;
}

/** CommonMark's emphasis pass: pairs closers with the nearest matching opener, innermost first. */
function resolveEmphasis(items: (Inline | Delimiter)[]): Inline[] {
  let closerIndex = 0;
  while (closerIndex < items.length) {
    const closer = items[closerIndex];
    if (!(closer && isDelimiter(closer) && closer.canClose && closer.count > 0)) {
      closerIndex += 1;
      continue;
    }
    let openerIndex = closerIndex - 1;
    for (; openerIndex >= 0; openerIndex -= 1) {
      const opener = items[openerIndex];
      if (opener && isDelimiter(opener) && opener.char === closer.char && opener.canOpen && opener.count > 0) {
        // The "rule of 3": a run that can both open and close does not pair with one whose lengths add up to a multiple of 3.
        const both = opener.canClose || closer.canOpen;
        if (!(both && (opener.length + closer.length) % 3 === 0 && !(opener.length % 3 === 0 && closer.length % 3 === 0))) {
          break;
        }
      }
    }
    const opener = items[openerIndex];
    if (openerIndex < 0 || !opener || !isDelimiter(opener)) {
      closerIndex += 1;
      continue;
    }
    const used = opener.count >= 2 && closer.count >= 2 ? 2 : 1;
    opener.count -= used;
    closer.count -= used;
    const node: Inline = { kind: used === 2 ? 'strong' : 'em', children: toInlines(items.slice(openerIndex + 1, closerIndex)) };
    items.splice(openerIndex + 1, closerIndex - openerIndex - 1, node);
    closerIndex = openerIndex + 2;
    if (opener.count === 0) {
      items.splice(openerIndex, 1);
      closerIndex -= 1;
    }
    if (closer.count === 0) {
      items.splice(closerIndex, 1);
    }
  }
  return toInlines(items);
}

/** Parses the inline Markdown of one paragraph. */
function parseInline(text: string): Inline[] {
  const items: (Inline | Delimiter)[] = [];
  let plain = '';
  const flush = () => {
    if (plain !== '') {
      items.push(plain);
      plain = '';
    }
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '\\' && ASCII_PUNCTUATION.test(text[index + 1] ?? '')) {
      plain += text[index + 1];
      index += 2;
    } else if (char === '`') {
      const span = codeSpanAt(text, index);
      if (span === undefined) {
        const end = runEnd(text, index);
        plain += text.slice(index, end);
        index = end;
      } else {
        flush();
        items.push({ kind: 'code', text: codeSpanText(span.content) });
        index = span.end;
      }
    } else if (char === '<' && AUTOLINK.test(text.slice(index))) {
      const url = AUTOLINK.exec(text.slice(index))?.[1] ?? '';
      flush();
      items.push({ kind: 'link', href: safeHref(url), children: [url] });
      index += url.length + 2;
    } else if (char === '[') {
      const close = closingBracket(text, index);
      const destination = close < 0 ? undefined : linkDestination(text, close + 1);
      if (destination === undefined) {
        plain += char;
        index += 1;
      } else {
        flush();
        items.push({ kind: 'link', href: safeHref(destination.url), children: parseInline(text.slice(index + 1, close)) });
        index = destination.end;
      }
    } else if (char === '*' || char === '_') {
      const end = runEnd(text, index);
      flush();
      items.push(delimiter(text, index, end));
      index = end;
    } else {
      plain += char;
      index += 1;
    }
  }
  flush();
  return resolveEmphasis(items);
}

/**
 * Splits advisory text into blocks: paragraphs (separated by blank lines), bullet lists (one
 * level; an item runs on over the lines that follow it), fenced code blocks and indented code
 * blocks (which cannot interrupt a paragraph).
 */
function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  let paragraph: string[] = [];
  let items: string[][] = [];
  const endParagraph = () => {
    const content = paragraph.join('\n').trim();
    if (content !== '') {
      blocks.push({ kind: 'paragraph', children: parseInline(content) });
    }
    paragraph = [];
  };
  const endList = () => {
    if (items.length > 0) {
      blocks.push({ kind: 'list', items: items.map((item) => parseInline(item.join('\n').trim())) });
    }
    items = [];
  };
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const fence = FENCE.exec(line)?.[1];
    const bullet = BULLET.exec(line)?.[0];
    const blank = line.trim() === '';
    const lastItem = items[items.length - 1];
    if (fence) {
      endParagraph();
      endList();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trim().startsWith(fence)) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
    } else if (bullet !== undefined) {
      endParagraph();
      items.push([line.slice(bullet.length)]);
    } else if (blank) {
      endParagraph();
      // A list goes on after a blank line only with another item or an indented continuation.
      const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '') ?? '';
      if (!(BULLET.test(next) || (lastItem && INDENTED.test(next)))) {
        endList();
      }
    } else if (lastItem) {
      lastItem.push(line.trim());
    } else if (paragraph.length === 0 && INDENTED.test(line)) {
      const code: string[] = [];
      while (index < lines.length && (INDENTED.test(lines[index] ?? '') || (lines[index] ?? '').trim() === '')) {
        code.push((lines[index] ?? '').replace(INDENTED, ''));
        index += 1;
      }
      blocks.push({ kind: 'code', text: code.join('\n').replace(/\n+$/, '') });
      continue;
    } else {
      paragraph.push(line);
    }
    index += 1;
  }
  endParagraph();
  endList();
  return blocks;
}

function renderInlines(inlines: readonly Inline[]): React.ReactNode[] {
  return inlines.map((inline, index) => {
    const key = String(index);
    if (typeof inline === 'string') {
      return <React.Fragment key={key}>{inline}</React.Fragment>;
    }
    switch (inline.kind) {
      case 'code': {
        return <code key={key}>{inline.text}</code>;
      }
      case 'em': {
        return <em key={key}>{renderInlines(inline.children)}</em>;
      }
      case 'strong': {
        return <strong key={key}>{renderInlines(inline.children)}</strong>;
      }
      case 'link': {
        return inline.href === undefined ? (
          <React.Fragment key={key}>{renderInlines(inline.children)}</React.Fragment>
        ) : (
          <a key={key} href={inline.href} rel="noopener noreferrer">
            {renderInlines(inline.children)}
          </a>
        );
      }
      default: {
        return inline satisfies never;
      }
    }
  });
}

export type AdvisoryTextProps = {
  /** The advisory's description or overview, as stored (Markdown). */
  text: string;
};

/**
 * An advisory's Markdown text as formatted text: code spans, emphasis, strong emphasis, links
 * (`http:` and `https:` only; others keep their text without a link) and autolinks, in
 * paragraphs, bullet lists and code blocks. Raw HTML in the text is shown as text, never
 * interpreted. A `div`, so it fits in a table cell or a list item.
 * @example
 * <AdvisoryText text="`Buffer#write()` can be abused" />
 * // → <div data-slot="advisory-text"><p><code>Buffer#write()</code> can be abused</p></div>
 */
export function AdvisoryText({ text }: AdvisoryTextProps) {
  return (
    <div data-slot="advisory-text">
      {parseBlocks(text).map((block, index) => {
        const key = String(index);
        switch (block.kind) {
          case 'paragraph': {
            return <p key={key}>{renderInlines(block.children)}</p>;
          }
          case 'list': {
            return (
              <ul key={key}>
                {block.items.map((item, itemIndex) => (
                  <li key={String(itemIndex)}>{renderInlines(item)}</li>
                ))}
              </ul>
            );
          }
          case 'code': {
            return (
              <pre key={key}>
                <code>{block.text}</code>
              </pre>
            );
          }
          default: {
            return block satisfies never;
          }
        }
      })}
    </div>
  );
}
