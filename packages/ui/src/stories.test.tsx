import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import { expectNoAxeViolations } from '../test/axe';

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
  it('exists for every component', () => {
    expect(stories.length).toBeGreaterThan(60);
  });

  it.each(stories)('$id renders on the server and has no axe violations', async ({ Story }) => {
    expect(() => renderToString(<Story />)).not.toThrow();
    const { container } = render(<Story />);
    // An open dialog or list hides the rest of the page from assistive technology: check what is reachable.
    const overlay = document.querySelector('[role="dialog"], [role="listbox"]');
    await expectNoAxeViolations(overlay ?? container);
  });
});
