import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // The introduction (MDX) first, then every component's stories; each component also gets an
  // autodocs page (`tags: ['autodocs']` in preview.tsx).
  stories: ['../packages/ui/src/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machine is offline: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Components use Emotion's css prop, so JSX must compile against @emotion/react.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { plugins: [react({ jsxImportSource: '@emotion/react' })] }),
};

export default config;
