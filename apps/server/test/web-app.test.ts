// Installable Arena, the server's side (docs/decisions/0068-installable-arena.md): the site build's web app
// manifest per language served as application/manifest+json and revalidated, the service worker at the
// root with no long cache, every page (the shell and the server-rendered public pages) linking the
// manifest of the reader's language, and a Content-Security-Policy that allows the worker and the manifest.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const languages = [
  ['en', 'ltr'],
  ['ar', 'rtl'],
  ['hi', 'ltr'],
  ['ur', 'rtl'],
] as const;

const indexHtml = [
  '<!doctype html><html lang="en" dir="ltr"><head><title>Arena</title>',
  '<link rel="manifest" href="/manifest/en.webmanifest" />',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
  '</head><body><div id="root"></div></body></html>',
].join('');

// A stand-in for the built renderer (apps/site/dist-ssr/entry-server.js): `/about` is a public page.
const renderer = `
export function isServerRendered(pathname) { return pathname === '/about'; }
export function isPage() { return true; }
export function signInRedirect() { return null; }
export async function render({ language }) {
  return { status: 200, html: '<main>about</main>', head: '', lang: language,
    dir: language === 'ar' || language === 'ur' ? 'rtl' : 'ltr', data: {} };
}`;

const manifestOf = (language: string, dir: string) =>
  JSON.stringify({ id: '/', name: `Arena ${language}`, lang: language, dir, display: 'standalone' });
const workerSource = 'self.addEventListener("push", () => {});';

describe('installable Arena: manifest, worker and links', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    mkdirSync(path.join(config.siteDir, 'manifest'), { recursive: true });
    writeFileSync(path.join(config.siteDir, 'index.html'), indexHtml);
    writeFileSync(path.join(config.siteDir, 'sw.js'), workerSource);
    for (const [language, dir] of languages)
      writeFileSync(
        path.join(config.siteDir, 'manifest', `${language}.webmanifest`),
        manifestOf(language, dir),
      );
    const rendererDir = path.join(config.siteDir, '..', 'dist-ssr');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(path.join(rendererDir, 'entry-server.js'), renderer);
    app = await buildApp(config, { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(languages)(
    'serves the %s manifest as application/manifest+json, revalidated',
    async (language, dir) => {
      const response = await app.inject({ url: `/manifest/${language}.webmanifest` });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/manifest+json');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        id: '/',
        name: `Arena ${language}`,
        lang: language,
        dir,
        display: 'standalone',
      });
    },
  );

  it('answers a manifest of a language Arena does not have with a 404 error, not a page', async () => {
    const response = await app.inject({
      url: '/manifest/fr.webmanifest',
      headers: { accept: 'application/manifest+json, */*' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ status: 'error', messageKey: 'request.notFound' });
  });

  it('serves the service worker from the root, revalidated on every check (no long cache)', async () => {
    const response = await app.inject({ url: '/sw.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(workerSource);
  });

  it.each(languages)(
    'links the %s manifest from the shell and the public pages of a reader of it',
    async (language, dir) => {
      const link = `<link rel="manifest" href="/manifest/${language}.webmanifest" />`;
      const html = { accept: 'text/html' };
      const byCookie = { ...html, cookie: `arena_lang=${language}` };
      const signedIn = { ...html, cookie: `arena_lang=${language}; arena_signed_in=1` };
      const pages = [
        await app.inject({ url: '/about', headers: byCookie }), // server-rendered
        await app.inject({ url: '/about', headers: { ...html, 'accept-language': `${language};q=0.9` } }),
        await app.inject({ url: '/wallet', headers: signedIn }), // the single-page shell
      ];
      for (const page of pages) {
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<html lang="${language}" dir="${dir}">`);
        expect(page.body).toContain(link);
        expect(page.body.match(/rel="manifest"/g)).toHaveLength(1);
        expect(page.body).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
      }
      expect(pages[0]?.body).toContain('<main>about</main>');
    },
  );

  it('allows the worker and the manifest in the Content-Security-Policy', async () => {
    const response = await app.inject({ url: '/manifest/en.webmanifest' });
    const policy = String(response.headers['content-security-policy']).split(';');

    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("default-src 'self'");
  });
});
