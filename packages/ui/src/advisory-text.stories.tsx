import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseAdvisoryText } from './advisory-markdown';
import { AdvisoryText } from './advisory-text';

const usage: Usage = {
  use: 'For the text of a security advisory (its overview or description, in Markdown) in a dialog or a release page; for any other rich text, write the markup directly.',
  accessibility: 'Plain paragraphs, lists and code in reading order; links keep their own text as their name.',
  never: 'Never parses Markdown in the page (the tree is made beforehand by `parseAdvisoryText`), never interprets raw HTML in the text (it is shown as text), never fetches an advisory.',
};

const meta = {
  title: 'Components/AdvisoryText',
  component: AdvisoryText,
  args: {
    // CVE-2018-12115 (v4 Argon), as stored.
    tree: parseAdvisoryText(
      "When used with UCS-2 encoding (recognized by Node.js under the names `'ucs2'`, `'ucs-2'`, `'utf16le'` and " +
      "`'utf-16le'`), `Buffer#write()` can be abused to write outside of the bounds of a single `Buffer`.",
    ),
  },
  parameters: { usage },
} satisfies Meta<typeof AdvisoryText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Code spans, as most advisories use them. */
export const CodeSpans: Story = {};

/** Strong emphasis, emphasis, a link around emphasis, an autolink, paragraphs and a bullet list. */
export const Formatting: Story = {
  args: {
    tree: parseAdvisoryText(
      '**http**: attacks via Node.js using this defect are _unlikely_ to be possible. It makes the ' +
      '_[CacheBleed Attack](https://ssrg.nicta.com.au/projects/TS/cachebleed/)_ possible.\n\n' +
      'Details are available at <http://openssl.org/news/secadv/20151203.txt>.\n\nImpact:\n* This vulnerability affects **24.x and 25.x**.',
    ),
  },
};

/** A fenced code block and the indented CVSS table some advisories carry. */
export const CodeBlocks: Story = {
  args: {
    tree: parseAdvisoryText(
      "This primarily affects applications that do not attach explicit error handlers, for example:\n```\nserver.on('secureConnection', socket => {\n  socket.on('error', err => console.log(err))\n})\n```\n\n" +
      'Common Vulnerability Scoring System (CVSS) v3 Base Score:\n\n\tMetric\tScore\n\tBase Score:\t4.8 (Medium)\n',
    ),
  },
};

/** HTML and script links in the data stay text, as written: nothing is interpreted but Markdown's formatting. */
export const UntrustedText: Story = {
  args: {
    tree: parseAdvisoryText('Shown as text: <script>alert(1)</script> <img src=x onerror="alert(2)"> and a [javascript: link](javascript:alert(3)).'),
  },
};

/** Right to left: paragraphs and list bullets from the right; code spans keep reading left to right. */
export const RightToLeft: Story = { args: Formatting.args, globals: { direction: 'rtl' } };
