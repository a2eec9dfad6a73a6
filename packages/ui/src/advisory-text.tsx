/**
 * The renderer of an advisory's formatted text (an `AdvisoryTree`, made from its Markdown by
 * `parseAdvisoryText` of `@node-downloads/ui/advisory-markdown`). It renders the tree's text,
 * code, emphasis, links and blocks as React elements and nothing else: text is escaped by React,
 * and a link whose address is not `http:` or `https:` shows its text only.
 */
import * as React from 'react';
import { type AdvisoryBlock, type AdvisoryInline, type AdvisoryTree, safeHref } from './advisory-tree';

function renderInlines(inlines: readonly AdvisoryInline[]): React.ReactNode[] {
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
        const href = safeHref(inline.href);
        return href === undefined ? (
          <React.Fragment key={key}>{renderInlines(inline.children)}</React.Fragment>
        ) : (
          <a key={key} href={href} rel="noopener noreferrer">
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

/** A list item: a lone paragraph's text directly in the item (as a tight list shows it), else its blocks. */
function renderItem(item: readonly AdvisoryBlock[]): React.ReactNode {
  const [first] = item;
  return item.length === 1 && first?.kind === 'paragraph' ? renderInlines(first.children) : renderBlocks(item);
}

function renderBlocks(blocks: readonly AdvisoryBlock[]): React.ReactNode[] {
  return blocks.map((block, index) => {
    const key = String(index);
    switch (block.kind) {
      case 'paragraph': {
        return <p key={key}>{renderInlines(block.children)}</p>;
      }
      case 'list': {
        const items = block.items.map((item, itemIndex) => <li key={String(itemIndex)}>{renderItem(item)}</li>);
        return block.start === undefined ? (
          <ul key={key}>{items}</ul>
        ) : (
          <ol key={key} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
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
  });
}

export type AdvisoryTextProps = {
  /** The advisory's description or overview, formatted (`parseAdvisoryText` of `@node-downloads/ui/advisory-markdown`). */
  tree: AdvisoryTree;
};

/**
 * An advisory's formatted text: code spans, emphasis, strong emphasis and links (`http:` and
 * `https:` only; others show their text without a link) in paragraphs, lists and code blocks. It
 * renders a tree made beforehand, so the page needs no Markdown parser. A `div`, so it fits in a
 * table cell or a list item.
 * @example
 * <AdvisoryText tree={parseAdvisoryText('`Buffer#write()` can be abused')} />
 * // → <div data-slot="advisory-text"><p><code>Buffer#write()</code> can be abused</p></div>
 */
export function AdvisoryText({ tree }: AdvisoryTextProps) {
  return <div data-slot="advisory-text">{renderBlocks(tree)}</div>;
}
