import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ are served with immutable caching by the server.
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
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
}));
