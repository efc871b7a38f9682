import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { localeSplit } from './apps/site/src/i18n/locale-split';
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.mjs';
import { JourneySequencer } from './scripts/journey-sequencer';

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

const domFiles = ['packages/ui/src/**/*.test.tsx', 'apps/site/src/**/*.test.{ts,tsx}'];
const domFileNames: [string, RegExp][] = [
  ['packages/ui/src', /\.test\.tsx$/],
  ['apps/site/src', /\.test\.tsx?$/],
];
// Files that replace one of the product's modules (vi.mock) or a global a VM context fixes
// (window.location): found by reading them, they run in forks, one process per file.
const domFilesWithModuleMocks = domFileNames
  .flatMap(([dir, name]) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => name.test(file))
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
  )
  .filter((file) =>
    /\bvi\.mock\(|defineProperty\(window,\s*'location'/.test(readFileSync(path.join(root, file), 'utf8')),
  );

/**
 * In CI a failed DOM test, story or journey runs once more (docs/decisions/0064): a race lost on a loaded
 * 2-core machine no longer keeps a stop's work from landing; `npm test` ends by naming every test that
 * passed only on its retry, to be fixed like a failure. A developer's run does not retry.
 */
const ciRetry = process.env.CI ? 1 : 0;

function domProject(name: string, files: { pool?: 'vmThreads'; include?: string[]; exclude?: string[] }) {
  return {
    plugins: [localeSplit(), react({ jsxImportSource: '@emotion/react' })],
    test: {
      name,
      environment: 'jsdom',
      ...(files.pool ? { pool: files.pool } : {}),
      // A page test renders, clicks and waits: 5 s (the default) is too short on a busy 2-core machine,
      // and 20 s was too short for page tests beside the e2e lane, the stories and a second DOM run
      // (issue 36). A ceiling only: a passing test takes what it takes; a stuck one fails at 60 s.
      testTimeout: 60_000,
      retry: ciRetry,
      include: files.include ?? domFiles,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      setupFiles: [path.join(root, 'scripts/dom-test-setup.ts')],
    },
  };
}

export default defineConfig({
  test: {
    // `--shard` (the e2e journeys' two lanes in scripts/test.mjs) splits by expected time (decision 0074).
    sequence: { sequencer: JourneySequencer },
    // `npm test` (scripts/test.mjs) names the projects of its first lane: add a new project there too.
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Pure modules: imported once per worker, not once per file (51 s → 14 s; docs/decisions/0061).
          isolate: false,
          include: ['packages/{domain,contract,api-client,machines}/src/**/*.test.ts'],
        },
      },
      // The DOM tests, in two projects: most run in one VM context per file on reused threads (jsdom and
      // the libraries load once per worker, not once per file: collecting 131 files took 278 s in forks);
      // the few files that replace a module with vi.mock (or window.location) run in forks: a mock would
      // otherwise stay in the worker's module cache for the files after it (docs/decisions/0061).
      domProject('dom', { pool: 'vmThreads', exclude: domFilesWithModuleMocks }),
      domProject('dom-mocks', { include: domFilesWithModuleMocks }),
      {
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            storybookScript: 'npm run storybook -- --no-open',
          }),
        ],
        // STORY_PASS=behaviour (CI's second pass under load, issue 36): every story's play function once
        // more, without the screenshot and axe the first pass already took (.storybook/vitest.setup.ts).
        define: { __STORY_BEHAVIOUR_ONLY__: JSON.stringify(process.env.STORY_PASS === 'behaviour') },
        test: {
          name: 'storybook',
          browser: browser(),
          // Every story file in one page, not an iframe each: Storybook's preview (fonts, locales, theme) is
          // set up once, not 137 times (612 s → 421 s wall, 417 → 140 s of the runner's CPU; decision 0061).
          // Each story still renders into a fresh root with its own globals.
          isolate: false,
          retry: ciRetry,
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
          setupFiles: [path.join(root, 'apps/server/test/support/cleanup.ts')],
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
          // A journey through many pages beside the other lane on two cores; a ceiling, as for dom.
          testTimeout: 120_000,
          // expect.poll waits for what a page shows; its 1 s default failed a loaded run (issue 36).
          expect: { poll: { timeout: 15_000 } },
          retry: ciRetry,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
