// Issue 13 "Header": the bar fits at 1024, 1280, 1440 and 1920 px in all four languages, for visitors and for
// players: no sideways scroll, the nav's links on one row, and a player's Challenges, Store and Wallet in the bar
// from 1024 px. On a phone the menu lists every link; from 1024 px the profile menu holds a player's other links.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, newVerifiedPlayer } from './support/api';
import { launchBrowser, viewports, waitForApp } from './support/browser';

type NavTexts = {
  nav: Record<
    | 'main'
    | 'home'
    | 'challenges'
    | 'store'
    | 'wallet'
    | 'about'
    | 'contact'
    | 'profile'
    | 'referral'
    | 'communityShort'
    | 'community'
    | 'joinNow'
    | 'menu'
    | 'accountMenu'
    | 'viewPublicProfile'
    | 'logout',
    string
  >;
  common: { opensInNewTab: string };
  notifications: { inbox: { title: string } };
};
const languages = ['en', 'ar', 'hi', 'ur'] as const;
type Language = (typeof languages)[number];
const texts = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as NavTexts,
  ]),
) as Record<Language, NavTexts>;
const widths = [1024, 1280, 1440, 1920] as const;
const playerName = 'Layla Header';

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await newVerifiedPlayer('header', playerName));
});

afterAll(async () => {
  await browser?.close();
});

async function open(
  who: 'visitor' | 'player',
  language: Language,
  viewport: { width: number; height: number },
  path: string,
) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ({ value, language }) => {
      localStorage.setItem('language', language);
      if (value) localStorage.setItem('token', value);
    },
    { value: who === 'player' ? token : '', language },
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await waitForApp(page);
  const nav = texts[language].nav;
  // Settled: the player's avatar menu and the loaded balances are in the bar, the fonts are in.
  if (who === 'player') {
    await page.getByRole('button', { name: nav.accountMenu.replace('{{name}}', playerName) }).waitFor();
    await page.locator('header [aria-busy="true"]').waitFor({ state: 'detached' });
  } else {
    await page.getByRole('link', { name: nav.joinNow }).waitFor();
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { context, page };
}

/** The nav's visible items: their row (offsetTop), height and text. */
const visibleNavItems = (page: Page, label: string) =>
  page.evaluate((label) => {
    const list = document.querySelector(`nav[aria-label="${label}"] ul`);
    return [...(list?.children ?? [])]
      .filter((item) => item.getBoundingClientRect().width > 0)
      .map((item) => ({
        top: (item as HTMLElement).offsetTop,
        height: (item as HTMLElement).offsetHeight,
        text: item.textContent?.trim() ?? '',
      }));
  }, label);

/** Every visible element of the bar that reaches past either edge of the window. */
const outsideTheWindow = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5))
      .map(({ element, box }) => `${element.tagName} ${Math.round(box.left)}..${Math.round(box.right)}`),
  );

describe('the header fits at every width in every language', () => {
  for (const who of ['visitor', 'player'] as const) {
    for (const language of languages) {
      // One page per reader and language, widened through the four widths as a window is resized.
      it(`${who}, ${language}, ${widths.join(', ')} px: one row of links, no sideways scroll`, async () => {
        const nav = texts[language].nav;
        const { context, page } = await open(
          who,
          language,
          { width: widths[0], height: 800 },
          who === 'player' ? '/challenges' : '/',
        );
        try {
          for (const width of widths) {
            await page.setViewportSize({ width, height: 800 });
            // Two frames: the resize has been laid out and painted.
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            expect(await page.evaluate(() => document.documentElement.dir)).toBe(
              language === 'ar' || language === 'ur' ? 'rtl' : 'ltr',
            );
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
              width,
            );
            expect(await outsideTheWindow(page), `${width} px`).toEqual([]);

            const items = await visibleNavItems(page, nav.main);
            const expected =
              who === 'player' ? [nav.challenges, nav.store, nav.wallet] : [nav.home, nav.challenges];
            expect(
              items.map((item) => item.text),
              `${width} px`,
            ).toEqual(expected);
            expect(new Set(items.map((item) => item.top)).size, `${width} px: one row`).toBe(1);
            expect(new Set(items.map((item) => item.height)).size).toBe(1);
            // The links stand in the bar: the menu button is gone.
            expect(await page.getByRole('button', { name: nav.menu, exact: true }).isVisible()).toBe(false);

            const main = page.getByRole('navigation', { name: nav.main });
            for (const [name, path] of who === 'player'
              ? [
                  [nav.challenges, '/challenges'],
                  [nav.store, '/store'],
                  [nav.wallet, '/wallet'],
                ]
              : [
                  [nav.home, '/'],
                  [nav.challenges, '/challenges'],
                ]) {
              const link = main.getByRole('link', { name, exact: true });
              expect(await link.isVisible(), name).toBe(true);
              expect(await link.getAttribute('href')).toBe(path);
            }
            if (who === 'visitor') {
              expect(await page.getByRole('link', { name: nav.joinNow }).isVisible()).toBe(true);
              expect(
                await page
                  .locator('header')
                  .getByRole('link', { name: nav.community, exact: true })
                  .isVisible(),
              ).toBe(true);
            }
            if (
              (who === 'player' &&
                ((language === 'ar' && width === 1024) || (language === 'en' && width === 1440))) ||
              (who === 'visitor' && language === 'ur' && width === 1280)
            ) {
              await expectAxeClean(page);
            }
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('every link stays reachable', () => {
  it("a player's profile menu holds the other links from 1024 px", async () => {
    const { nav, common } = texts.ar;
    const { context, page } = await open('player', 'ar', { width: 1024, height: 800 }, '/challenges');
    try {
      await page.getByRole('button', { name: nav.accountMenu.replace('{{name}}', playerName) }).click();
      const menu = page.getByRole('menu');
      const items = menu.getByRole('menuitem');
      // The menu's items are read once drawn (a click opens it; its items follow on a busy machine).
      await expect
        .poll(() => items.allTextContents())
        .toEqual([
          nav.profile,
          nav.viewPublicProfile,
          nav.referral,
          nav.about,
          nav.contact,
          `${nav.communityShort} ${common.opensInNewTab}`,
          nav.logout,
        ]);
      expect(await menu.getByRole('menuitem', { name: nav.referral }).getAttribute('href')).toBe('/referral');
      expect(await menu.getByRole('menuitem', { name: nav.about }).getAttribute('href')).toBe('/about');
      expect(await menu.getByRole('menuitem', { name: nav.contact }).getAttribute('href')).toBe('/contact');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
      await expectAxeClean(page);

      await menu.getByRole('menuitem', { name: nav.contact }).click();
      await page.waitForURL(`${baseUrl}/contact`);
      // The chat opens in a new tab (answered here: the tests have no internet).
      await context.route(
        (url) => url.origin !== new URL(baseUrl).origin,
        (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
      );
      await page.getByRole('button', { name: nav.accountMenu.replace('{{name}}', playerName) }).click();
      const community = page.getByRole('menuitem', { name: new RegExp(nav.communityShort) });
      const chatUrl = await community.getAttribute('href');
      expect(chatUrl).toMatch(/^https:\/\//);
      const [chat] = await Promise.all([context.waitForEvent('page'), community.click()]);
      await chat.waitForLoadState();
      expect(chat.url()).toBe(chatUrl);
      expect(new URL(page.url()).pathname).toBe('/contact');
    } finally {
      await context.close();
    }
  });

  it("a player's phone menu lists every link", async () => {
    const { nav, common } = texts.en;
    const { context, page } = await open('player', 'en', viewports.phone, '/challenges');
    try {
      const main = page.getByRole('navigation', { name: nav.main });
      expect(await main.isVisible()).toBe(false);
      await page.getByRole('button', { name: nav.menu, exact: true }).click();
      expect(await main.isVisible()).toBe(true);
      const links = main.getByRole('link');
      await expect
        .poll(() => links.allTextContents())
        .toEqual([
          // The inbox opens the phone menu (issue 16: a phone's bar has no room for the bell).
          texts.en.notifications.inbox.title,
          nav.home,
          nav.challenges,
          nav.store,
          nav.wallet,
          nav.profile,
          nav.referral,
          nav.about,
          nav.contact,
          `${nav.communityShort} ${common.opensInNewTab}`,
        ]);
      expect(
        await Promise.all((await links.all()).slice(0, 9).map((link) => link.getAttribute('href'))),
      ).toEqual([
        '/notifications',
        '/',
        '/challenges',
        '/store',
        '/wallet',
        '/profile',
        '/referral',
        '/about',
        '/contact',
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAxeClean(page);
      await main.getByRole('link', { name: nav.referral }).click();
      await page.waitForURL(`${baseUrl}/referral`);
      // Moving to another page closes the menu.
      await expect.poll(() => main.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
