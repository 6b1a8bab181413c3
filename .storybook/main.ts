import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { msw } from 'msw/vite';
import { mergeConfig } from 'vite';
import { shadowCss } from '../packages/widgets/vite/shadow-css.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../site/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The react plugin comes from the framework; these two compile the widgets' styles, the second
  // also as strings for the elements' shadow roots. MSW's worker is served (dev) and emitted
  // (build) straight from node_modules, so it always matches the installed msw.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), shadowCss(), msw({ mode: 'worker-only' })],
      // Storybook's own preview runtime (with axe) is one big chunk; the warning says nothing.
      build: { chunkSizeWarningLimit: 4096 },
    }),
};

export default config;
