import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { errorAnswer } from './support/error-answer';

const indexHtml = '<!doctype html><html lang="en"><title>Arena</title><div id="root"></div></html>';
/** What a page request answers when no server renderer is built: the shell in the reader's language. */
const shell = (lang: string, dir: string) =>
  indexHtml.replace('<html lang="en">', `<html lang="${lang}" dir="${dir}">`);
const bigList = Array.from({ length: 200 }, (_, index) => ({ id: index, name: `challenge ${index}` }));
const appJs = `console.log(${JSON.stringify('arena '.repeat(400))});`;

describe('serving the built site', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let unbuilt: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    const assets = path.join(config.siteDir, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(config.siteDir, 'index.html'), indexHtml);
    writeFileSync(path.join(assets, 'app-abc123.js'), appJs);
    writeFileSync(path.join(assets, 'app-abc123.js.br'), brotliCompressSync(appJs));
    writeFileSync(path.join(assets, 'app-abc123.js.gz'), gzipSync(appJs));
    app = await buildApp(config, {
      database,
      extraRoutes: (instance) =>
        instance.get('/api/test/big', async () => ({ status: 'ok', items: bigList })),
    });
    unbuilt = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app.close();
    await unbuilt.close();
    await database.close();
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(appJs);
  });

  it('sends the precompressed brotli file when the client accepts br', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appJs);
  });

  it('sends the gzip file when the client accepts only gzip', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves index.html uncached, the page shell with <html lang dir> for the reader', async () => {
    for (const [url, body] of [
      ['/', shell('en', 'ltr')],
      ['/index.html', indexHtml],
    ] as const) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(body);
    }
  });

  it.each([
    [{ 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' }, shell('ar', 'rtl')],
    [{ 'accept-language': 'fr-FR, ur;q=0.5, hi;q=0.7' }, shell('hi', 'ltr')],
    [{ 'accept-language': 'fr, de;q=0.5' }, shell('en', 'ltr')],
    [{ 'accept-language': 'ar', cookie: 'arena_lang=ur' }, shell('ur', 'rtl')],
    [{ 'accept-language': 'ar;q=0, en;q=0.1' }, shell('en', 'ltr')],
    [{ cookie: 'arena_lang=xx; other=1', 'accept-language': 'hi' }, shell('hi', 'ltr')],
  ])('picks the language from the kept preference or Accept-Language (%j)', async (headers, body) => {
    const response = await app.inject({ url: '/wallet', headers: { accept: 'text/html', ...headers } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

  it.each(['/challenges', '/wallet/transactions', '/challenges/42?tab=rules', '/utm/referral/ABC123'])(
    'answers the page request %s with index.html (the app routes it)',
    async (url) => {
      const response = await app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(shell('en', 'ltr'));
    },
  );

  it.each(['/api/nope', '/sandbox/nope'])('never answers %s with the site', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorAnswer('Not found'));
  });

  // The tracking endpoints are the server's own redirects (src/tracking), never the site's page.
  it.each([
    ['/utm/record?utm_source=x', '/'],
    ['/utm/referral?aff=ABC', '/?affiliate=ABC'],
  ])('answers %s with the server redirect, not the site', async (url, location) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const response = await app.inject({ url: '/assets/app-gone.js', headers: { accept: '*/*' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorAnswer('Not found'));
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a dynamic response with %s', async (encoding, decompress) => {
    const response = await app.inject({ url: '/api/test/big', headers: { 'accept-encoding': encoding } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(JSON.parse(decompress(response.rawPayload).toString())).toEqual({ status: 'ok', items: bigList });
  });

  it('answers a short 503 page saying how to build when the site is not built', async () => {
    const response = await unbuilt.inject({ url: '/challenges', headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');
  });
});
