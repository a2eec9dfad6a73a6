import type { Decorator, Preview } from '@storybook/react-vite';
import { MarkSprite } from '../src/mark-sprite';
import '../src/styles.css';

/** Wraps every story in the chosen theme, so each can be seen light and dark, with the mark sprite the marks draw from. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  return (
    <div data-theme={theme} style={{ padding: '1.5rem', minHeight: '100%' }}>
      <MarkSprite />
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
