import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
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
