import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatAdvisory, MAX_INLINE_DEPTH, parseAdvisoryText } from './advisory-markdown';
import { AdvisoryText } from './advisory-text';
import type { AdvisoryInline, AdvisoryTree } from './advisory-tree';

const ALLOWED_TAGS = ['div', 'p', 'ul', 'ol', 'li', 'pre', 'code', 'em', 'strong', 'a'];

/** The markup a page gets for the text, with its tags and link addresses. */
function rendered(text: string) {
  const markup = renderToStaticMarkup(<AdvisoryText tree={parseAdvisoryText(text)} />);
  return {
    markup,
    tags: [...new Set([...markup.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, tag]) => tag))],
    hrefs: [...markup.matchAll(/href="([^"]*)"/g)].map(([, href]) => href),
    text: markup.replace(/<[^>]*>/g, '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
  };
}

/** How deep emphasis and links nest in a tree. */
function inlineDepth(tree: AdvisoryTree): number {
  let deepest = 0;
  const pending: [AdvisoryInline, number][] = tree.flatMap((block) => (block.kind === 'paragraph' ? block.children.map((child) => [child, 1] as [AdvisoryInline, number]) : []));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [inline, depth] = next;
    if (typeof inline === 'object' && 'children' in inline) {
      deepest = Math.max(deepest, depth);
      pending.push(...inline.children.map((child) => [child, depth + 1] as [AdvisoryInline, number]));
    }
  }
  return deepest;
}

describe('parseAdvisoryText on bad input', () => {
  it('shows raw HTML, inline or as a block, as the text it is, never as markup', () => {
    const result = rendered(
      '<div onclick="alert(1)">\n<script>alert(2)</script>\n</div>\n\nInline <img src=x onerror=alert(3)> and <a href="https://x.example">a</a> <!-- note -->',
    );
    expect(result.tags).toEqual(['div', 'p']);
    expect(result.markup).not.toMatch(/<(script|img|a)\b/);
    expect(result.text).toContain('<div onclick="alert(1)">\n<script>alert(2)</script>\n</div>');
    expect(result.text).toContain('Inline <img src=x onerror=alert(3)> and <a href="https://x.example">a</a> <!-- note -->');
  });

  it('keeps a javascript: link, or any address but http(s), as the text written, and checks a tree given to the renderer', () => {
    const hostile = [
      '[a](javascript:alert(1))',
      '[b](JAVASCRIPT:alert(2))',
      '[c](<javascript:alert(3)>)',
      '<javascript:alert(4)>',
      '[d](data:text/html,x)',
      '[e](vbscript:x)',
      '[f](/relative/path)',
      '[g][ref]\n\n[ref]: javascript:alert(5)',
      '![h](javascript:alert(6))',
    ];
    for (const text of hostile) {
      const result = rendered(text);
      expect(result.hrefs, text).toEqual([]);
      expect(result.markup, text).not.toContain('<a');
    }
    expect(rendered('[a](javascript:alert(1))').text).toBe('[a](javascript:alert(1))');
    expect(rendered('<javascript:alert(4)>').text).toBe('<javascript:alert(4)>');
    // A tree made elsewhere with such an address renders its text only.
    const tree: AdvisoryTree = [{ kind: 'paragraph', children: [{ kind: 'link', href: 'javascript:alert(7)', children: ['click'] }] }];
    expect(renderToStaticMarkup(<AdvisoryText tree={tree} />)).toBe('<div data-slot="advisory-text"><p>click</p></div>');
    expect(rendered('[ok](https://example.com/a b)').hrefs).toEqual([]);
    expect(rendered('[ok](<https://example.com/a b>)').hrefs).toEqual(['https://example.com/a%20b']);
  });

  it('shows unclosed constructs as text, and an unclosed fence as code to the end', () => {
    expect(rendered('an unclosed `code span, **strong, _emphasis and [link](https://x.example').text).toBe(
      'an unclosed `code span, **strong, _emphasis and [link](https://x.example',
    );
    expect(rendered('<https://x.example and <b').text).toBe('<https://x.example and <b');
    const fence = rendered('Before:\n```\nserver.on(1)\n<b>still code');
    expect(fence.tags).toEqual(['div', 'p', 'pre', 'code']);
    expect(fence.text).toBe('Before:server.on(1)\n<b>still code');
    const list = rendered('* one `a\n* two **b');
    expect(list.tags).toEqual(['div', 'ul', 'li']);
    expect(list.text).toBe('one `atwo **b');
  });

  it(
    'turns 100 KB of nested emphasis into text and at most a bounded nesting of elements',
    () => {
      const half = 50_000;
      const inputs = [
        `${'*'.repeat(half)}deep${'*'.repeat(half)}`,
        `${'*a _'.repeat(half / 4)}deep${'_ a*'.repeat(half / 4)}`,
        '**a _b '.repeat(100_000 / 7),
        `${'['.repeat(half)}deep${'](https://x.example)'.repeat(half / 20)}`,
      ];
      for (const text of inputs) {
        expect(text.length).toBeGreaterThanOrEqual(99_990);
        const tree = parseAdvisoryText(text);
        expect(inlineDepth(tree)).toBeLessThanOrEqual(MAX_INLINE_DEPTH);
        const result = rendered(text);
        expect(result.tags.every((tag) => ALLOWED_TAGS.includes(tag ?? ''))).toBe(true);
        expect(result.hrefs.every((href) => href === 'https://x.example/')).toBe(true);
      }
      expect(rendered(inputs[0] ?? '').text).toBe('deep');
      // Every delimiter paired: only the words and their spaces are left.
      expect(rendered(inputs[1] ?? '').text.replace(/[a\s]/g, '')).toBe('deep');
    },
    120_000,
  );
});

describe('parseAdvisoryText', () => {
  it('makes plain data that survives JSON, so a build can send it to a browser', () => {
    const tree = parseAdvisoryText('**http**: see [the `fix`](https://x.example/a?b=<c>)\n\n1. one\n2. two\n\n~~~\ncode\n~~~\n');
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
    expect(tree).toEqual([
      {
        kind: 'paragraph',
        children: [
          { kind: 'strong', children: ['http'] },
          ': see ',
          { kind: 'link', href: 'https://x.example/a?b=%3Cc%3E', children: ['the ', { kind: 'code', text: 'fix' }] },
        ],
      },
      { kind: 'list', start: 1, items: [[{ kind: 'paragraph', children: ['one'] }], [{ kind: 'paragraph', children: ['two'] }]] },
      { kind: 'code', text: 'code' },
    ]);
  });

  it('formats an advisory from its description, else its overview', () => {
    const base = { id: '1', cve: [], severity: 'high' as const, vulnerable: '20.x' };
    expect(formatAdvisory({ ...base, description: '`a`', overview: 'b' }).text).toEqual([{ kind: 'paragraph', children: [{ kind: 'code', text: 'a' }] }]);
    expect(formatAdvisory({ ...base, overview: '_b_' }).text).toEqual([{ kind: 'paragraph', children: [{ kind: 'em', children: ['b'] }] }]);
    expect(formatAdvisory(base).text).toBeUndefined();
  });
});
