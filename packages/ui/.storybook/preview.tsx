import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { MarkSprite } from '../src/mark-sprite';
import { ComponentDocsPage } from './docs-page';
import '../src/styles.css';

type Theme = 'light' | 'dark';
type Direction = 'ltr' | 'rtl';

/**
 * Wraps every story in the chosen theme and direction, with the mark sprite the marks draw from.
 * On a story's own canvas the theme and direction go on the document itself, so the whole canvas is
 * dark (not only the box behind the story) and overlays portalled to the body (lists, tooltips,
 * dialogs) take both; on a docs page, where several stories share one document, each story's box
 * carries them.
 */
const withThemeAndDirection: Decorator = (Story, context) => {
  const theme: Theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const dir: Direction = context.globals['direction'] === 'rtl' ? 'rtl' : 'ltr';
  const lang = typeof context.globals['locale'] === 'string' ? context.globals['locale'] : dir === 'rtl' ? 'ar' : 'en';
  const canvas = context.viewMode === 'story';
  useEffect(() => {
    if (!canvas) {
      return;
    }
    const root = document.documentElement;
    const before = { theme: root.dataset['theme'], dir: root.dir, lang: root.lang };
    root.dataset['theme'] = theme;
    root.dir = dir;
    root.lang = lang;
    document.body.style.margin = '0';
    // Put back what was there, so the next story (or test) starts from the document as it was.
    return () => {
      if (before.theme === undefined) {
        delete root.dataset['theme'];
      } else {
        root.dataset['theme'] = before.theme;
      }
      root.dir = before.dir;
      root.lang = before.lang;
    };
  }, [canvas, theme, dir, lang]);
  return (
    <div data-theme={theme} dir={dir} lang={lang} style={{ padding: '1.5rem', minHeight: canvas ? '100vh' : undefined, boxSizing: 'border-box' }}>
      <MarkSprite />
      <Story />
    </div>
  );
};

/** The widths a reviewer checks: the narrowest phone, a common phone, a tablet, a laptop. */
const viewports = {
  phoneSmall: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet, 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Laptop, 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withThemeAndDirection],
  // Every component gets a docs page: its props (from the TSDoc), its notes and its stories.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction: left to right, or right to left as in Arabic',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'requiredFirst' },
    // The theme switch paints the canvas; Storybook's own backgrounds would paint over it.
    backgrounds: { disable: true },
    viewport: { options: viewports },
    // Axe runs on every story in the accessibility panel and in the story tests, where a violation
    // fails the test. A story may narrow the check (parameters.a11y.context or config.rules) only
    // for a known property of Radix it names in a comment.
    a11y: {
      test: 'error',
      options: {
        rules: {
          // A component shown alone is not a page: the page-level rules belong to the site's checks.
          region: { enabled: false },
          'landmark-one-main': { enabled: false },
          'page-has-heading-one': { enabled: false },
        },
      },
    },
    // Each story of a docs page in a frame of its own: an open dialog, list or tooltip covers its own
    // frame, not the page, and the toolbar's theme and direction apply to each frame whole.
    docs: { toc: true, page: ComponentDocsPage, story: { inline: false, height: '30rem' } },
  },
};

export default preview;
