import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeSplit } from './apps/site/src/i18n/locale-split';
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

// Each browser project gets its own provider object: a shared one relabels tests (TOOLCHAIN.md).
const browser = () => ({
  enabled: true,
  headless: true,
  // Only the bundled fonts, whatever the host has installed (docs/decisions/0054-bundled-fonts-only.md).
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: chromiumEnv() },
  }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 800, height: 600 } }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0.002 },
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{domain,contract,api-client,machines}/src/**/*.test.ts'],
        },
      },
      {
        plugins: [localeSplit(), react({ jsxImportSource: '@emotion/react' })],
        test: {
          name: 'dom',
          environment: 'jsdom',
          // A page test renders, clicks and waits: 5 s (the default) is too short on a busy 2-core machine.
          testTimeout: 20_000,
          include: ['packages/ui/src/**/*.test.tsx', 'apps/site/src/**/*.test.{ts,tsx}'],
          setupFiles: [path.join(root, 'scripts/dom-test-setup.ts')],
        },
      },
      {
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            storybookScript: 'npm run storybook -- --no-open',
          }),
        ],
        test: {
          name: 'storybook',
          browser: browser(),
          // Screenshot of each story's root after its play function and axe (see the file).
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          // Each file builds its own app on its own database; the server's modules are imported once per
          // worker instead of once per file (import time 368 s → 19 s; docs/decisions/0055).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Three server processes on one PostgreSQL (issue 14): a private cluster, or DATABASE_URL's server.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: [path.join(root, 'tests/e2e/global-setup.ts')],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
