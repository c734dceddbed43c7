import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { packageAliases } from '../scripts/packageAliases.ts';

const config: StorybookConfig = {
  stories: [
    '../src/theme/foundations/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../demo/app/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The demo's banner pictures, which its home screen shows (Screens/Home).
  staticDirs: [{ from: '../demo/public/banner', to: '/banner' }],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const plugins = viteConfig.plugins ?? [];
    // The demo's screens import the package by name (`damtherm`, `damtherm/client`…): resolve them to src/.
    const alias = viteConfig.resolve?.alias;
    const aliases = Array.isArray(alias)
      ? alias
      : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }));
    return {
      ...viteConfig,
      plugins: [...plugins, vanillaExtractPlugin()],
      resolve: { ...viteConfig.resolve, alias: [...aliases, ...packageAliases] },
    };
  },
};
export default config;
