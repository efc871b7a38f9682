// Lint holds the architecture (STYLE.md §13): one-way package dependencies, no cycles, a11y, hooks.
import js from '@eslint/js';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const sourceFiles = ['**/*.{ts,tsx,js,mjs}'];

// Which workspace packages each area may import (ARCHITECTURE.md "Dependencies point one way").
const forbidden = {
  'packages/domain': ['@arena/*', 'react', 'react-*', 'ky', 'xstate', 'zod', 'node:*'],
  'packages/contract': [
    '@arena/api-client',
    '@arena/machines',
    '@arena/ui',
    '@arena/site',
    '@arena/server',
    'react',
    'ky',
  ],
  'packages/api-client': [
    '@arena/machines',
    '@arena/ui',
    '@arena/site',
    '@arena/server',
    'react',
    'react-*',
    'xstate',
  ],
  'packages/machines': [
    '@arena/contract',
    '@arena/api-client',
    '@arena/ui',
    '@arena/site',
    '@arena/server',
    'react',
    'react-*',
    '@xstate/react',
    'ky',
  ],
  'packages/ui': [
    '@arena/contract',
    '@arena/api-client',
    '@arena/machines',
    '@arena/site',
    '@arena/server',
    'react-router',
    'react-router-dom',
    'ky',
    'xstate',
    '@xstate/react',
  ],
  'apps/site': ['@arena/server'],
  'apps/server': ['@arena/api-client', '@arena/machines', '@arena/ui', '@arena/site', 'react', 'react-*'],
};

const boundaryRules = Object.entries(forbidden).map(([area, group]) => ({
  files: [`${area}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group,
            message: `${area} may not import this (see ARCHITECTURE.md, dependencies point one way).`,
          },
          {
            group: ['**/apps/*', '../../apps/**', '../../../apps/**'],
            message: 'Nothing imports from apps/.',
          },
          {
            group: ['../../packages/*/**', '../../../packages/*/**'],
            message: 'Import workspace packages by name (@arena/...).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      '.data/**',
      'tests/.artifacts/**',
      '**/__screenshots__/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    files: sourceFiles,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-named-as-default-member': 'off',
      // TypeScript checks that a namespace import's members exist; the rule was a third of the lint's time.
      'import-x/namespace': 'off',
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?(raw|url)$', '^storybook/'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Only where React is (the site, the components, Storybook's docs): the compiler-based rules cost a
    // pass over every file they see.
    files: ['apps/site/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  ...storybook.configs['flat/recommended'],
  ...boundaryRules,
  {
    files: ['scripts/**', 'tests/**', 'bench/**', '**/*.config.{ts,js}', '.storybook/**'],
    rules: { 'no-console': 'off' },
  },
);
