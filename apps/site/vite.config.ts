import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fontCore } from './src/fonts/font-core';
import { localeSplit } from './src/i18n/locale-split';
import { bootLoader } from './src/loader/boot-loader';
import { webApp } from './src/pwa/web-app-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

export default defineConfig(({ command, isSsrBuild }) => {
  const web = webApp({ localesDir: path.join(repoRoot, 'locales') });
  return {
    plugins: [
      // The browser build splits each first-paint face into a small core and the rest (decision 0039).
      ...(command === 'build' && !isSsrBuild
        ? [
            fontCore({
              localesDir: path.join(repoRoot, 'locales'),
              cacheDir: path.join(repoRoot, 'node_modules/.cache/arena-font-core'),
            }),
            // The server-rendered pages' inline loader, minified (decision 0040).
            bootLoader(),
            // Installable (decision 0068): each language's manifest and offline page, and the service worker
            // /sw.js (src/sw/sw.ts) with its precache list; the page registers it itself, after load.
            web.plugin,
            VitePWA({
              strategies: 'injectManifest',
              srcDir: 'src/sw',
              filename: 'sw.ts',
              injectRegister: false,
              manifest: false,
              includeManifestIcons: false,
              injectManifest: {
                rollupFormat: 'iife',
                globPatterns: [
                  'assets/*.{js,css}',
                  // The first-paint cores of the faces every page uses (decision 0039: Latin, and Arabic and
                  // Devanagari for the language menu's names); a whole face is kept once used.
                  'assets/*.core-*.woff2',
                  'icons/*.png',
                  'offline/*.html',
                  'offline.js',
                  'favicon.svg',
                ],
                // Nastaliq's cores (234 kB) only an Urdu page draws: kept once used, not installed for all.
                globIgnores: ['assets/noto-nastaliq-urdu-*'],
                // Hashed names need no revision of their own.
                dontCacheBustURLsMatching: /^assets\//,
                manifestTransforms: [
                  async (entries) => ({
                    manifest: entries.filter((entry) => !web.isOperatorOnly(entry.url)),
                    warnings: [],
                  }),
                ],
              },
            }),
          ]
        : []),
      localeSplit(),
      react({ jsxImportSource: '@emotion/react' }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Hashed file names under /assets/ are served with immutable caching by the server.
      assetsDir: 'assets',
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // A language's public words are `xx.public-<hash>.js` beside the whole `xx-<hash>.js`.
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId?.endsWith('.json?public')
              ? 'assets/[name].public-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
    // The server renderer (src/ssr/entry-server.tsx, built with --ssr into dist-ssr/) is one bundle with
    // React's production build in it, whatever NODE_ENV the server runs with (a demo server runs without
    // production's strict configuration, and React's development build renders several times slower).
    ssr: { noExternal: true },
    ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    server: {
      port: 5173,
      fs: { allow: [repoRoot] },
      // `npm run dev -w @arena/site` talks to the API started by `npm start` (or the server alone).
      proxy: {
        '/api': 'http://127.0.0.1:3000',
        '/sandbox': 'http://127.0.0.1:3000',
        '/utm/record': 'http://127.0.0.1:3000',
      },
    },
  };
});
