import { describe, expect, it } from 'vitest';
import { parseAdvisoryText } from './advisory-markdown';
import { advisoryTreeProblem } from './advisory-tree';

const RICH = [
  'A `Buffer#write()` **strong _and em_** [link](https://example.org/a) and [bad](javascript:alert(1)) <b>html</b>',
  '',
  '1. one',
  '2. two',
  '   - nested `code`',
  '',
  '```',
  'code block',
  '```',
].join('\n');

describe('advisoryTreeProblem', () => {
  it('accepts every tree the parser makes, after a trip through JSON', () => {
    const tree = JSON.parse(JSON.stringify(parseAdvisoryText(RICH))) as unknown;
    expect(advisoryTreeProblem(tree)).toBeUndefined();
    expect(advisoryTreeProblem([])).toBeUndefined();
  });

  it.each([
    ['not a list', { kind: 'paragraph', children: [] }, ''],
    ['a block that is not an object', ['text'], '[0]'],
    ['an unknown block kind', [{ kind: 'html', text: '<b>x</b>' }], '[0].kind'],
    ['a kind inherited from Object', [{ kind: 'toString', children: [] }], '[0].kind'],
    ['a paragraph without children', [{ kind: 'paragraph' }], '[0].children'],
    ['a code block without text', [{ kind: 'code', text: 3 }], '[0].text'],
    ['a list start that is not a whole number', [{ kind: 'list', start: '1', items: [] }], '[0].start'],
    ['a list item that is not a list of blocks', [{ kind: 'list', items: [[{ kind: 'paragraph', children: [] }], 'x'] }], '[0].items[1]'],
    ['an unknown inline kind', [{ kind: 'paragraph', children: ['a', { kind: 'img', src: 'x' }] }], '[0].children[1].kind'],
    ['an inline that is a number', [{ kind: 'paragraph', children: [1] }], '[0].children[0]'],
    ['a link without its address', [{ kind: 'paragraph', children: [{ kind: 'link', children: ['x'] }] }], '[0].children[0].href'],
    [
      'a wrong part deep inside emphasis',
      [{ kind: 'paragraph', children: [{ kind: 'em', children: [{ kind: 'strong', children: [{ kind: 'code' }] }] }] }],
      '[0].children[0].children[0].children[0].text',
    ],
  ])('names %s', (_name, value, path) => {
    expect(advisoryTreeProblem(value)).toBe(path);
  });
});
