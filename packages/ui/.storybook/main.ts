import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // Docs pages (autodocs, props tables from the TSDoc), the accessibility panel (axe, which the
  // story tests run too) and the story tests in Chromium (vitest.storybook.config.ts).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen reads each component's props and their TSDoc from the source; types imported
  // from release-core are resolved too.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      resolve: {
        ...viteConfig.resolve,
        conditions: ['@node-downloads/source', 'module', 'browser', 'development|production'],
      },
      logLevel: 'warn',
      build: {
        ...viteConfig.build,
        chunkSizeWarningLimit: 2048,
        rolldownOptions: {
          ...viteConfig.build?.rolldownOptions,
          // Radix marks its modules "use client"; a static Storybook has no server components, so
          // the notice that bundling drops the directive is noise.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') {
              return;
            }
            warn(warning);
          },
        },
      },
    };
  },
};

export default config;
