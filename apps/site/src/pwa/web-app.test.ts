// What the site build writes to make Arena installable (web-app.ts, web-app-plugin.ts), from the real locale
// files and the ui theme, and how the page registers the worker and links its language's manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTheme } from '@arena/ui';
import { languages } from '@arena/domain';
import { applyDocumentLanguage } from '../i18n/i18n';
import { registerServiceWorker } from './register-worker';
import { offlinePage, webAppManifest, type WebAppWords } from './web-app';
import { playerChunks } from './web-app-plugin';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../locales');
const wordsOf = (code: string) =>
  (JSON.parse(readFileSync(path.join(localesDir, `${code}.json`), 'utf8')) as { pwa: WebAppWords }).pwa;
const info = (language: (typeof languages)[number]) => ({
  code: language.code,
  direction: language.direction,
  script: language.script,
});

describe.each(languages.map((language) => [language.code, language] as const))(
  'the %s web app',
  (code, language) => {
    const words = wordsOf(code);

    it('has a manifest with the members an install needs, its words, direction and the theme', () => {
      const manifest = webAppManifest(info(language), words);
      const theme = createTheme(code);
      expect(manifest).toEqual({
        id: '/',
        name: words.manifest.name,
        short_name: words.manifest.shortName,
        description: words.manifest.description,
        lang: code,
        dir: language.direction,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: theme.colors.background,
        background_color: theme.colors.background,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      });
      expect(words.manifest.shortName.length).toBeLessThanOrEqual(12);
    });

    it('has an offline page in its language and direction, with a "try again" button and no inline script', () => {
      const html = offlinePage(info(language), words, '/assets/index-abc.css');
      const page = new DOMParser().parseFromString(html, 'text/html');
      expect(page.documentElement.lang).toBe(code);
      expect(page.documentElement.dir).toBe(language.direction);
      expect(page.title).toBe(words.offline.documentTitle);
      expect(page.querySelector('h1')?.textContent).toBe(words.offline.title);
      expect(page.querySelector('p')?.textContent).toBe(words.offline.text);
      expect(page.querySelector('button[data-retry]')?.textContent).toBe(words.offline.retry);
      expect(page.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
        `/manifest/${code}.webmanifest`,
      );
      expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
        '/assets/index-abc.css',
      );
      expect([...page.scripts].map((script) => [script.getAttribute('src'), script.textContent])).toEqual([
        ['/offline.js', ''],
      ]);
    });
  },
);

describe('offlinePage', () => {
  it('escapes the words it is given', () => {
    const words = wordsOf('en');
    const html = offlinePage(
      { code: 'en', direction: 'ltr', script: 'latin' },
      { ...words, offline: { ...words.offline, title: '<b>"Off" & on</b>' } },
      null,
    );
    expect(html).toContain('<h1>&lt;b&gt;&quot;Off&quot; &amp; on&lt;/b&gt;</h1>');
    expect(html).not.toContain('rel="stylesheet"');
  });
});

describe('the icons', () => {
  const publicDir = path.resolve(localesDir, '../apps/site/public');
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (file: string) => {
    const png = readFileSync(path.join(publicDir, file));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    return [png.readUInt32BE(16), png.readUInt32BE(20)];
  };

  it('are committed PNG files of the sizes the manifest, the apple-touch-icon and a notification name', () => {
    expect(pngSize('icons/icon-192.png')).toEqual([192, 192]);
    expect(pngSize('icons/icon-512.png')).toEqual([512, 512]);
    expect(pngSize('icons/icon-maskable-512.png')).toEqual([512, 512]);
    expect(pngSize('icons/apple-touch-icon.png')).toEqual([180, 180]);
    expect(pngSize('icons/badge-96.png')).toEqual([96, 96]);
  });
});

type Bundle = Parameters<typeof playerChunks>[0];
const chunk = (
  fileName: string,
  parts: { entry?: boolean; facade?: string; imports?: string[]; lazy?: string[] },
) => ({
  type: 'chunk',
  fileName,
  isEntry: parts.entry ?? false,
  facadeModuleId: parts.facade ?? null,
  imports: parts.imports ?? [],
  dynamicImports: parts.lazy ?? [],
});

describe('playerChunks: what the worker precaches', () => {
  it("is every chunk a player's app loads, not the operator console's own", () => {
    const site = '/repo/apps/site/src';
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', {
          entry: true,
          imports: ['assets/react.js'],
          lazy: ['assets/Wallet.js', 'assets/Admin.js'],
        }),
        chunk('assets/react.js', {}),
        chunk('assets/Wallet.js', {
          facade: `${site}/pages/wallet/WalletPage.tsx`,
          imports: ['assets/Table.js'],
        }),
        chunk('assets/Table.js', {}),
        chunk('assets/Admin.js', {
          facade: `${site}/pages/admin/AdminConsole.tsx`,
          imports: ['assets/Table.js', 'assets/AdminLayout.js'],
          lazy: ['assets/Editor.js'],
        }),
        chunk('assets/AdminLayout.js', {}),
        chunk('assets/Editor.js', { facade: `${site}/pages/admin/ChallengeFormPage.tsx` }),
        { type: 'asset', fileName: 'assets/index.css' },
      ].map((output) => [output.fileName, output]),
    ) as unknown as Bundle;
    expect([...playerChunks(bundle)].sort()).toEqual([
      'assets/Table.js',
      'assets/Wallet.js',
      'assets/index.js',
      'assets/react.js',
    ]);
  });
});

describe('registerServiceWorker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('registers /sw.js for the whole site', async () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    await expect(registerServiceWorker({ register })).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('changes nothing without service workers, and says a refused registration without throwing', async () => {
    await expect(registerServiceWorker(undefined)).resolves.toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = vi.fn(() => Promise.reject(new DOMException('storage refused', 'SecurityError')));
    await expect(registerServiceWorker({ register })).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('The service worker was not registered:', 'storage refused');
  });
});

describe('the manifest link', () => {
  it("follows the page's language", () => {
    // Added and removed, never `document.head.innerHTML = …`: that also took away the style elements the
    // components' stylesheet keeps, and every DOM test after this file in the same worker failed to remove
    // them again ("The child can not be found in the parent").
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest/en.webmanifest';
    document.head.append(link);
    onTestFinished(() => link.remove());
    applyDocumentLanguage('ar');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest/ar.webmanifest',
    );
    applyDocumentLanguage('hi');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest/hi.webmanifest',
    );
    expect(document.documentElement.dir).toBe('ltr');
  });
});
