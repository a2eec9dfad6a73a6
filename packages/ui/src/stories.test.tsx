import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

type ComposedStory = (props: Record<string, unknown>) => React.ReactElement;

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, ComposedStory>).map(([name, Story]) => ({
    id: `${file.replace('./', '')} › ${name}`,
    Story,
  })),
);

describe('every story', () => {
  it('gives every component usage notes for its docs page', () => {
    const components = Object.entries(modules).filter(([, module]) => (module.default as { component?: unknown }).component !== undefined);
    const without = components
      .filter(([, module]) => {
        const usage = (module.default as { parameters?: { usage?: Record<string, string> } }).parameters?.usage;
        return !usage?.['use'] || !usage['accessibility'] || !usage['never'];
      })
      .map(([file]) => file);
    expect(components.length).toBeGreaterThan(10);
    expect(without).toEqual([]);
  });

  it('exists for every component', () => {
    expect(stories.length).toBeGreaterThan(60);
  });

  // Accessibility and interactions are checked in Chromium, where layout, focus and contrast are
  // real (vitest.storybook.config.ts); here each story is rendered on the server and hydrated
  // markup is rendered in the DOM, as a page would.
  it.each(stories)('$id renders on the server and in the DOM', ({ Story }) => {
    expect(() => renderToString(<Story />)).not.toThrow();
    const { container } = render(<Story />);
    expect(container.childElementCount).toBeGreaterThan(0);
  });
});
