import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Whether a Vite plugin is the app build's `without-demo-rows` (the stories' fixtures are the demo rows). */
function isDemoStripper(plugin: PluginOption): boolean {
  return (
    typeof plugin === 'object' &&
    plugin !== null &&
    'name' in plugin &&
    plugin.name === 'without-demo-rows'
  );
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).flat(Infinity).filter((plugin) => !isDemoStripper(plugin)),
  }),
};

export default config;
