// The server's side of server-rendered pages (docs/decisions/0031): a renderer module beside the site
// is loaded at start and asked for a visitor's public page in the reader's language, with a fetch that
// reaches this server's own routes; the answer is index.html with the markup, head tags, <html lang dir>
// and the page's data, kept for the bound and dropped by any announced change. A signed-in browser, a
// page the renderer does not know, or a renderer that fails: the shell. A visitor on a signed-in page is
// sent to /join; a path that is no page gets the shell with a 404.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const indexHtml = [
  '<!doctype html><html lang="en" dir="ltr"><head><title>Arena</title>',
  '<meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
].join('');

// A stand-in for apps/site/dist-ssr/entry-server.js with the same exports: it renders what it was asked
// and what the server's /api/health answered through the fetch it was given, and counts its renders.
const renderer = `
let renders = 0;
export function isServerRendered(pathname) { return ['/', '/about', '/join', '/broken'].includes(pathname); }
export function isPage(pathname) { return pathname !== '/no-such-page'; }
export function signInRedirect(url) {
  if (url.startsWith('/challenges')) return '/join?' + new URLSearchParams({ from: url });
  // A sign-in page that fails to render.
  if (url.startsWith('/settings')) return '/broken?' + new URLSearchParams({ from: url });
  return null;
}
export async function render({ url, language, fetch }) {
  if (url.startsWith('/broken')) throw new Error('the page broke');
  renders += 1;
  const health = await (await fetch(new Request('http://arena.internal/api/health'))).json();
  return {
    status: 200,
    html: '<main><h1>' + language + ' ' + url + ' #' + renders + '</h1><p>' + health.status + '</p></main>',
    head: '<title>Page ' + url + '</title><meta name="description" content="About </script> us"/>',
    lang: language,
    dir: language === 'ar' || language === 'ur' ? 'rtl' : 'ltr',
    data: { loaderData: { note: '</script><script>alert(1)</script>' }, renderedAt: 1 },
  };
}`;

describe('server-rendered pages', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    mkdirSync(config.siteDir, { recursive: true });
    writeFileSync(path.join(config.siteDir, 'index.html'), indexHtml);
    const rendererDir = path.join(config.siteDir, '..', 'dist-ssr');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(path.join(rendererDir, 'entry-server.js'), renderer);
    app = await buildApp(config, { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it('answers a public page rendered in the reader language, with its head, data and <html lang dir>', async () => {
    const response = await page('/about?ref=1', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      [
        '<!doctype html><html lang="ur" dir="rtl"><head>',
        '<title>Page /about?ref=1</title><meta name="description" content="About </script> us"/></head><body>',
        '<div id="root"><main><h1>ur /about?ref=1 #1</h1><p>ok</p></main></div>',
        '<script type="application/json" id="arena-page-data">',
        '{"loaderData":{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"},"renderedAt":1}</script>',
        '</body></html>',
      ].join(''),
    );
  });

  it('keeps a rendered page for the bound, per language, and renders afresh after an announced change', async () => {
    const first = await page('/', { cookie: 'arena_lang=ar' });
    expect(first.body).toContain('<h1>ar / #');
    const again = await page('/', { cookie: 'arena_lang=ar', 'accept-encoding': 'br' });
    expect(again.headers['content-encoding']).toBe('br');
    const english = await page('/', { cookie: 'arena_lang=en' });
    const renderNumber = (body: string) => Number(/#(\d+)</.exec(body)?.[1]);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(renderNumber(brotliDecompressSync(again.rawPayload).toString())).toBe(renderNumber(first.body));
    expect(renderNumber(english.body)).toBe(renderNumber(first.body) + 1);

    database.changes.publish('challenge:any');
    await expect
      .poll(async () => renderNumber((await page('/', { cookie: 'arena_lang=ar' })).body), { timeout: 2_000 })
      .toBeGreaterThan(renderNumber(english.body));
  });

  it('sends a page asked for again with its smaller brotli once made, and a not-found page compressed once', async () => {
    const { brotliCompressSync, brotliDecompressSync, constants } = await import('node:zlib');
    const brotli = (html: string, quality: number) =>
      brotliCompressSync(html, {
        params:
          quality === 5
            ? { [constants.BROTLI_PARAM_QUALITY]: 5 }
            : {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
              },
      });
    const ask = (url: string) => page(url, { 'accept-encoding': 'gzip, br', cookie: 'arena_lang=hi' });

    const first = await ask('/about?brotli');
    expect(first.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('<h1>hi /about?brotli #');
    // The first answer is the quick form; the second starts the smaller one; later answers send it.
    expect(first.rawPayload.equals(brotli(html, 5))).toBe(true);
    await ask('/about?brotli');
    await expect
      .poll(async () => (await ask('/about?brotli')).rawPayload.equals(brotli(html, 11)), { timeout: 2_000 })
      .toBe(true);

    const missing = await ask('/no-such-page');
    expect(missing.statusCode).toBe(404);
    const shellHtml = brotliDecompressSync(missing.rawPayload).toString();
    expect(shellHtml).toContain('<html lang="hi" dir="ltr">');
    await ask('/no-such-page');
    await expect
      .poll(async () => (await ask('/no-such-page')).rawPayload.equals(brotli(shellHtml, 11)), {
        timeout: 2_000,
      })
      .toBe(true);
  });

  it('sends the shell to a signed-in browser, for pages it does not render, and when rendering fails', async () => {
    const shell = (lang: string, dir: string) =>
      indexHtml.replace('<html lang="en" dir="ltr">', `<html lang="${lang}" dir="${dir}">`);
    expect((await page('/about', { cookie: 'arena_signed_in=1; arena_lang=hi' })).body).toBe(
      shell('hi', 'ltr'),
    );
    expect((await page('/wallet', { 'accept-language': 'ar' })).body).toBe(shell('ar', 'rtl'));
    const broken = await page('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(shell('en', 'ltr'));
  });

  it('answers a visitor on a signed-in page with the sign-in page, remembering the page, before any script', async () => {
    const visitor = await page('/challenges/lol?tab=1');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<h1>en /join?from=%2Fchallenges%2Flol%3Ftab%3D1 #');
    expect(visitor.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers['x-robots-tag']).toBe('noindex');
    // The same page as /join's own: one render, kept for the bound.
    const join = await page('/join?from=%2Fchallenges%2Flol%3Ftab%3D1');
    expect(join.body).toBe(visitor.body);
    expect(join.headers['x-robots-tag']).toBeUndefined();
    // A sign-in page that cannot be rendered: the redirect.
    const redirected = await page('/settings/privacy');
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/broken?from=%2Fsettings%2Fprivacy');
    expect(redirected.headers.vary).toBe('Cookie');
    expect(redirected.headers['cache-control']).toBe('no-cache');
    expect(redirected.body).toBe('');
    // A browser whose cookie says it holds a token gets the app, which checks the token itself.
    const player = await page('/challenges/lol', { cookie: 'arena_signed_in=1' });
    expect(player.statusCode).toBe(200);
    expect(player.body).toContain('<div id="root"></div>');
  });

  it('answers a path that is no page with the shell and a 404 (the app shows its not-found page)', async () => {
    const missing = await page('/no-such-page', { 'accept-language': 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(indexHtml.replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">'));
    expect((await page('/wallet')).statusCode).toBe(200);
  });
});

describe('the stylesheet and the fonts of the page language', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const css = [
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-normal-AAA.woff2)format("woff2")}',
    '@font-face{font-family:Rajdhani;src:url(/assets/rajdhani-latin-700-normal-BBB.woff2)format("woff2")}',
    '@font-face{font-family:Noto Sans Arabic;src:url(/assets/noto-sans-arabic-arabic-400-normal-CCC.woff2)}',
    // The build's split faces (decision 0039): a core subset beside the whole file; the core is preloaded.
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-normal.core-DDD.woff2)format("woff2")}',
    '@font-face{font-family:Noto Sans Arabic;src:url(/assets/noto-sans-arabic-arabic-400-normal.core-EEE.woff2)}',
    '@font-face{font-family:Noto Sans Arabic;font-weight:600;src:url(/assets/noto-sans-arabic-arabic-600-normal-FFF.woff2)}',
    'body{content:"$& $1"}',
  ].join('');

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    mkdirSync(path.join(config.siteDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(config.siteDir, 'index.html'),
      indexHtml.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-X1.css"></head>'),
    );
    writeFileSync(path.join(config.siteDir, 'assets/index-X1.css'), css);
    app = await buildApp(config, { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('inlines the stylesheet and preloads only the faces of the reader language (their cores where split)', async () => {
    const font = (name: string) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${name}.woff2">`;
    const english = (await app.inject({ url: '/wallet', headers: { accept: 'text/html' } })).body;
    expect(english).toContain(
      `${font('inter-latin-wght-normal.core-DDD')}${font('rajdhani-latin-700-normal-BBB')}<style>${css}</style></head>`,
    );
    expect(english).not.toContain('index-X1.css');
    const arabic = (
      await app.inject({ url: '/wallet', headers: { accept: 'text/html', cookie: 'arena_lang=ar' } })
    ).body;
    expect(arabic).toContain(
      // The script's headings weight too (decision 0040).
      `${font('inter-latin-wght-normal.core-DDD')}${font('rajdhani-latin-700-normal-BBB')}${font('noto-sans-arabic-arabic-400-normal.core-EEE')}${font('noto-sans-arabic-arabic-600-normal-FFF')}<style>${css}</style></head>`,
    );
  });
});

describe('a server-rendered page loads its modules after it has painted', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const head =
    '<script type="module" crossorigin src="/assets/index-E1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/router-R2.js">\n';

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    mkdirSync(config.siteDir, { recursive: true });
    writeFileSync(path.join(config.siteDir, 'index.html'), indexHtml.replace('</head>', `${head}</head>`));
    writeFileSync(path.join(config.siteDir, 'boot.js'), '// the loader');
    const rendererDir = path.join(config.siteDir, '..', 'dist-ssr');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(path.join(rendererDir, 'entry-server.js'), renderer);
    app = await buildApp(config, { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('names the entry and the modules on the inline loader instead of asking for them with the HTML', async () => {
    const answer = await app.inject({ url: '/about', headers: { accept: 'text/html' } });
    const page = answer.body;
    expect(page).toContain(
      '<script data-address="/about" data-entry="/assets/index-E1.js" data-preload="/assets/react-R1.js /assets/router-R2.js">// the loader</script>',
    );
    // The policy allows that script by its hash, and no other inline script.
    const hash = createHash('sha256').update('// the loader').digest('base64');
    expect(String(answer.headers['content-security-policy'])).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('type="module"');
    expect(page).toContain('<h1>en /about #');
  });

  it("names the page's own address on the loader, shown in place of a signed-in page's", async () => {
    const visitor = await app.inject({
      url: '/challenges?game=lol&page=2',
      headers: { accept: 'text/html' },
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain(
      '<script data-address="/join?from=%2Fchallenges%3Fgame%3Dlol%26page%3D2" data-entry="/assets/index-E1.js"',
    );
    // Escaped for its attribute.
    const query = await app.inject({ url: '/about?a=1&b=2', headers: { accept: 'text/html' } });
    expect(query.body).toContain(
      '<script data-address="/about?a=1&amp;b=2" data-entry="/assets/index-E1.js"',
    );
  });

  it('leaves the single-page shell as built: it has nothing to show before its script', async () => {
    const shell = (await app.inject({ url: '/wallet', headers: { accept: 'text/html' } })).body;
    expect(shell).toContain(head);
    expect(shell).not.toContain('boot.js');
  });
});
