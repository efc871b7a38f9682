// Installable Arena (issue 33, docs/decisions/0068-installable-arena.md): every page links the manifest of
// its language, which Chromium reads without an error, with icons that load at their sizes; the service
// worker registers after load and controls the second load; with the network cut, a navigation shows the
// offline page in the reader's language (English, and Arabic right to left), axe-clean, and "try again"
// loads the page once the network is back; an /api/ answer never reaches Cache Storage.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, baseUrl, expectAxeClean, login } from './support/api';
import { launchBrowser, viewports, waitForApp } from './support/browser';
import { signedInPage } from './support/journeys';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A phone's context in which service workers run (the suite blocks them elsewhere), in `language`. */
async function workerContext(language: 'en' | 'ar'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: viewports.phone,
    serviceWorkers: 'allow',
    locale: 'en-US',
  });
  // The reader's stored choice, as the site keeps it; the browser's own language stays English.
  await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  await context.addCookies([
    { name: 'arena_lang', value: language, domain: new URL(baseUrl).hostname, path: '/' },
  ]);
  return { context, page: await context.newPage() };
}

/** Once the page's worker is active: its install, which precaches the app, has finished. */
const workerActive = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);

const manifestHref = (page: Page) => page.locator('link[rel="manifest"]').getAttribute('href');

describe('the web app manifest', () => {
  it('is linked from a public page, valid, with its words, direction and icons at their sizes', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/about`);
    expect(await manifestHref(page)).toBe('/manifest/en.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0B0F1A');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/icons/apple-touch-icon.png',
    );

    // Chromium's own reading of it.
    const cdp = await context.newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(read.url).toBe(`${baseUrl}/manifest/en.webmanifest`);
    expect(read.errors).toEqual([]);

    const answer = await fetch(`${apiUrl}/manifest/ar.webmanifest`);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await answer.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      id: '/',
      short_name: 'Arena',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0B0F1A',
      background_color: '#0B0F1A',
    });
    expect(manifest.name).toMatch(/^Arena: [\u0600-\u06FF ]+$/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const sizes = await page.evaluate(
      (sources) =>
        Promise.all(
          sources.map(
            (source) =>
              new Promise<string>((resolve, reject) => {
                const image = new Image();
                image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
                image.onerror = () => reject(new Error(`${source} did not load`));
                image.src = source;
              }),
          ),
        ),
      manifest.icons.map((icon) => icon.src),
    );
    expect(sizes).toEqual(manifest.icons.map((icon) => icon.sizes));
    await context.close();
  });

  it("is linked from the signed-in app in the player's language", async () => {
    const token = await login('player@arena.gg', 'arena-demo-2026');
    const { context, page } = await signedInPage(browser, token, { viewport: 'phone', language: 'ar' });
    await page.goto(`${baseUrl}/wallet`);
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await manifestHref(page)).toBe('/manifest/ar.webmanifest');
    await context.close();
  });
});

describe('the service worker', () => {
  it('controls the second load, never caches an API answer, and shows the offline page in English', async () => {
    const { context, page } = await workerContext('en');
    await page.goto(`${baseUrl}/about`);
    await waitForApp(page);
    expect(await workerActive(page)).toBe(`${baseUrl}/sw.js`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    await page.reload();
    await waitForApp(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl}/sw.js`);

    // An API call from the controlled page goes to the network, and nothing of it is kept.
    const [apiAnswer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/public/dashboard')),
      page.evaluate(() => fetch('/api/public/dashboard').then((answer) => answer.status)),
    ]);
    expect(apiAnswer.status()).toBe(200);
    expect(apiAnswer.fromServiceWorker()).toBe(false);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline/en.html');
    expect(cached.filter((url) => url.startsWith('/assets/') && url.endsWith('.js')).length).toBeGreaterThan(
      20,
    );
    expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/sandbox/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${baseUrl}/contact?topic=offline`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(
      await page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dir,
        document.title,
      ]),
    ).toEqual(['en', 'ltr', 'Offline · Arena']);
    expect(page.url()).toBe(`${baseUrl}/contact?topic=offline`);
    await expectAxeClean(page);

    // "Try again" loads the same address again: still offline, the offline page once more; and the page
    // loads itself when the browser is back online.
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.getByRole('button', { name: 'Try again' }).click(),
    ]);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await context.setOffline(false);
    await waitForApp(page);
    expect(page.url()).toBe(`${baseUrl}/contact?topic=offline`);
    expect(await page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
    await context.close();
  });

  it('shows the offline page in Arabic, right to left, for a reader who chose Arabic', async () => {
    const { context, page } = await workerContext('ar');
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    expect(await workerActive(page)).toBe(`${baseUrl}/sw.js`);

    await context.setOffline(true);
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('heading', { name: 'أنت غير متصل بالإنترنت' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await page.getByRole('button', { name: 'حاول مرة أخرى' }).count()).toBe(1);
    await expectAxeClean(page);
    await context.close();
  });
});
