import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ are served with immutable caching by the server.
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
  },
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
});
