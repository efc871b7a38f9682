// Visitors' public pages arrive as HTML in the reader's language with their data (issue 15,
// docs/decisions/0031): readable and axe-clean before any script runs, then hydrated without a
// mismatch; a browser that holds a token gets the single-page shell.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, viewports } from './support/browser';

const baseUrl = inject('baseUrl');
const apiUrl = baseUrl.replace('localhost', '127.0.0.1');
let browser: Browser;
let dashboard: { unique_participants: number; completed_challenges: number };
let topPlayer: { id: string; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  dashboard = ((await (await fetch(`${apiUrl}/api/public/dashboard`)).json()) as { data: typeof dashboard })
    .data;
  const board = (await (await fetch(`${apiUrl}/api/public-profile/leaderboard?limit=5`)).json()) as {
    data: { leaderboard: { id: string; name: string }[] };
  };
  const first = board.data.leaderboard[0];
  if (!first) throw new Error('the demo data has no leaderboard');
  topPlayer = first;
});

afterAll(async () => {
  await browser?.close();
});

type Language = 'en' | 'ar';

async function visit(
  path: string,
  language: Language,
  { scripts }: { scripts: boolean },
): Promise<{ context: BrowserContext; page: Page; problems: string[]; askedAgain: string[] }> {
  const context = await browser.newContext({
    viewport: viewports.phone,
    locale: language,
    extraHTTPHeaders: { 'Accept-Language': language },
  });
  // Without the bundle the page is exactly what the server sent.
  if (!scripts) await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  // The server's elements, kept before the app's script runs (it waits for the first paint): hydration,
  // the shell and then each part (a Suspense boundary), must adopt every one of them rather than build
  // the page again; React DOM reports a mismatch it repaired (main.tsx logs it as an error).
  if (scripts)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const server = [...document.querySelectorAll('#root *')].filter(
          (element) => element.tagName !== 'STYLE',
        );
        Object.assign(window, { serverElements: server });
      });
    });
  const problems: string[] = [];
  // The reads a page is rendered with (its route loaders'), should the browser ask them again: the router
  // hydrates with the loaders' answers and runs no loader for the first page.
  const askedAgain: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(health|public\/dashboard|challenge\/list|public-profile\/[^/]+)$/.test(pathname))
      askedAgain.push(`${request.method()} ${pathname}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: scripts ? 'networkidle' : 'load' });
  return { context, page, problems, askedAgain };
}

/** The server-rendered elements no longer in the page, and the <title>/<meta> rendered into <body>. */
const replaced = (page: Page) =>
  page.evaluate(() => {
    const server = (window as unknown as { serverElements: Element[] }).serverElements;
    return {
      of: server.length,
      gone: server.filter((element) => !element.isConnected).map((element) => element.tagName),
      metaInBody: document.querySelectorAll('body title, body meta').length,
    };
  });

/** Whether React DOM (not another renderer) owns the page's root: `hydrateRoot` marks its container. */
const reactRoot = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
  );
const h1 = (page: Page) => page.locator('h1').first().textContent();
const pageDataScript = (page: Page) => page.locator('#arena-page-data').count();

const pages = (): { path: string; sees: (text: string) => void }[] => [
  {
    path: '/',
    sees: (text) => {
      expect(text).toContain(topPlayer.name);
      expect(text).toContain(String(dashboard.completed_challenges));
    },
  },
  { path: '/about', sees: () => {} },
  { path: '/contact', sees: () => {} },
  { path: '/privacy', sees: () => {} },
  { path: '/terms', sees: () => {} },
  { path: '/join', sees: () => {} },
  { path: `/public-profile/${topPlayer.id}`, sees: (text) => expect(text).toContain(topPlayer.name) },
];

describe('server-rendered public pages', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`are readable and axe-clean before any script, then hydrate as rendered (${language})`, async () => {
      for (const { path, sees } of pages()) {
        const before = await visit(path, language, { scripts: false });
        let heading: string | null;
        try {
          const { page } = before;
          expect(
            await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
          ).toEqual([language, language === 'ar' ? 'rtl' : 'ltr']);
          heading = await h1(page);
          expect(heading?.trim().length, `${path} has a heading before scripts`).toBeGreaterThan(0);
          expect(await page.title()).not.toBe('');
          sees(await page.locator('#root').innerText());
          expect(await pageDataScript(page)).toBe(1);
          expect(await axeViolations(page), `${path} in ${language} before scripts`).toEqual([]);
        } finally {
          await before.context.close();
        }

        const after = await visit(path, language, { scripts: true });
        try {
          const { page, problems, askedAgain } = after;
          // Hydrated, every part of it (the page's data is dropped then), not rendered again.
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          expect(await pageDataScript(page)).toBe(0);
          // By React DOM (its root on the container), the renderer the story and DOM tests run.
          expect(await reactRoot(page), path).toBe(true);
          expect(await h1(page)).toBe(heading);
          const kept = await replaced(page);
          expect(kept.of, path).toBeGreaterThan(40);
          expect(kept.gone, `${path} in ${language}: the server's elements are adopted`).toEqual([]);
          expect(kept.metaInBody, path).toBe(0);
          expect(problems, `${path} in ${language} hydrates without errors`).toEqual([]);
          expect(askedAgain, `${path} in ${language} hydrates with the server's data`).toEqual([]);
          // The language the server chose from Accept-Language becomes the kept preference.
          expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(language);
          expect(await axeViolations(page), `${path} in ${language} hydrated`).toEqual([]);
        } finally {
          await after.context.close();
        }
      }
    });
  }

  it('hydrates every part: the footer, the last, navigates inside the app and the tab names the new page', async () => {
    for (const language of ['en', 'ar'] as const) {
      const { context, page, problems } = await visit('/', language, { scripts: true });
      try {
        await expect.poll(() => pageDataScript(page)).toBe(0);
        const landingTitle = await page.title();
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await page.locator('footer a[href="/privacy"]').click();
        await page.waitForURL(`${baseUrl}/privacy`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // No new document: the footer's link was the app's (hydrated), not the browser's.
        expect(
          await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
        ).toBe(true);
        // spec §1: the page's own title, in <head> (React hoists the page's <title> there).
        // React commits the page and hoists its <title> in one go, but the new route's lazy part may
        // arrive after the heading is found: wait for the tab's name to change rather than read it once.
        await expect.poll(() => page.title()).not.toBe(landingTitle);
        const title = await page.title();
        expect(title).toBe(await h1(page).then((text) => `${text?.trim()} · Arena`));
        expect(await page.locator('body title, body meta').count()).toBe(0);
        expect(await page.locator('head meta[name="description"]').count()).toBe(1);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("sends the landing page's games as frames of the art's size, drawn once the page is the app's", async () => {
    const frames = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-game-art]')].map((frame) => ({
          game: frame.getAttribute('data-game-art'),
          drawn: frame.querySelector('svg') !== null,
          height: Math.round(frame.getBoundingClientRect().height),
        })),
      );
    const games = ['lol', 'cs2', 'dota2', 'valorant', 'brawlstars'];
    const before = await visit('/', 'en', { scripts: false });
    let sent: Awaited<ReturnType<typeof frames>>;
    try {
      sent = await frames(before.page);
      expect(sent.map((frame) => [frame.game, frame.drawn])).toEqual(games.map((game) => [game, false]));
      expect(sent.every((frame) => frame.height > 60)).toBe(true);
    } finally {
      await before.context.close();
    }
    const after = await visit('/', 'en', { scripts: true });
    try {
      await expect.poll(async () => (await frames(after.page)).every((frame) => frame.drawn)).toBe(true);
      // The same place: the picture fills the frame the server sent.
      expect(await frames(after.page)).toEqual(sent.map((frame) => ({ ...frame, drawn: true })));
      expect(after.problems).toEqual([]);
    } finally {
      await after.context.close();
    }
  });

  it('answers a visitor on a signed-in page with /join before any script, and sends them back after login', async () => {
    for (const url of ['/challenges', '/challenge/7?tab=rules', '/wallet/transactions', '/admin/users']) {
      const visitor = await fetch(`${apiUrl}${url}`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      // The sign-in page itself, no redirect's round trip first (decision 0041); its loader shows its address.
      expect(visitor.status, url).toBe(200);
      expect(await visitor.text(), url).toContain(
        `<script data-address="/join?${new URLSearchParams({ from: url })}"`,
      );
      expect(visitor.headers.get('x-robots-tag'), url).toBe('noindex');
      expect(visitor.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
      // A browser whose cookie says it holds a token gets the app, which checks the token itself.
      const player = await fetch(`${apiUrl}${url}`, {
        headers: { accept: 'text/html', cookie: 'arena_signed_in=1' },
        redirect: 'manual',
      });
      expect(player.status, url).toBe(200);
      expect(await player.text()).toContain('<div id="root"></div>');
    }
    for (const url of ['/', '/about', '/join', '/public-profile/1', '/no-such-page']) {
      const open = await fetch(`${apiUrl}${url}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(open.status, url).toBe(url === '/no-such-page' ? 404 : 200);
    }

    // Before the app's modules: the sign-in page, at its own address, as a redirect would have left it.
    const before = await visit('/challenge/7?tab=rules', 'ar', { scripts: false });
    try {
      expect(before.page.url()).toBe(
        `${baseUrl}/join?${new URLSearchParams({ from: '/challenge/7?tab=rules' })}`,
      );
      expect(await before.page.getByRole('tab', { name: 'تسجيل الدخول' }).count()).toBe(1);
      expect(await axeViolations(before.page)).toEqual([]);
    } finally {
      await before.context.close();
    }

    const { context, page, problems } = await visit('/wallet/transactions', 'en', { scripts: true });
    try {
      expect(new URL(page.url()).pathname).toBe('/join');
      expect(new URL(page.url()).searchParams.get('from')).toBe('/wallet/transactions');
      // The origin survives the toggle to the register form and back.
      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();
      await page.getByRole('tab', { name: 'Log in' }).click();
      await page.getByRole('tab', { name: 'Log in', selected: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('from')).toBe('/wallet/transactions');
      const form = page.getByRole('tabpanel');
      await form.getByLabel('Email', { exact: false }).fill('player@arena.gg');
      await form.getByLabel('Password', { exact: false }).fill('arena-demo-2026');
      await form.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL(`${baseUrl}/wallet/transactions`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(problems).toEqual([]);
      // Signed in, the browser now holds the cookie: the server sends the app, no second hop.
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'arena_signed_in')?.value).toBe('1');
    } finally {
      await context.close();
    }
  });

  it('follows the language cookie over Accept-Language, and sends the shell to a signed-in browser', async () => {
    const arabic = await fetch(`${apiUrl}/about`, {
      headers: { accept: 'text/html', 'accept-language': 'en', cookie: 'arena_lang=ar' },
    });
    const arabicHtml = await arabic.text();
    expect(arabic.status).toBe(200);
    expect(arabicHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arabicHtml).toContain('<h1');

    const signedIn = await fetch(`${apiUrl}/about`, {
      headers: { accept: 'text/html', 'accept-language': 'ur', cookie: 'arena_signed_in=1' },
    });
    const shell = await signedIn.text();
    expect(shell).toContain('<html lang="ur" dir="rtl">');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('arena-page-data');
  });
});
