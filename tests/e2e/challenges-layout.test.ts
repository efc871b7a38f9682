// Issue 34 row 8: /challenges no longer shifts while it loads. A signed-in player's browser (the token
// stored, the `arena_signed_in` cookie a returning player has) opens /challenges on a 390 px phone in
// English and Arabic, and on a desktop, with the CPU slowed 4× through the DevTools protocol (Lighthouse's
// mobile slowdown), so the featured challenges, the games and the header's player arrive one after
// another as on a phone. A PerformanceObserver registered before the page's scripts adds up every
// 'layout-shift' entry not caused by input (the cumulative layout shift's own rule) until the page has
// settled: at most 0.02 (it was 0.40 on a phone, the games grid pushed down ~1.5 s in).
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newVerifiedPlayer } from './support/api';
import { launchBrowser } from './support/browser';
import { recordedShifts, signedInShiftRecorder, totalShift } from './support/layout-shifts';

type Texts = { challenges: { featured: { biggest: string }; games: string }; nav: { accountMenu: string } };
const texts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Texts;

const playerName = 'Noor Layout';
let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await newVerifiedPlayer('layout', playerName));
});

afterAll(async () => {
  await browser?.close();
});

/** Opens /challenges signed in and returns the layout shifts recorded until the page has settled. */
async function shiftsOnChallenges(language: 'en' | 'ar', viewport: { width: number; height: number }) {
  const { context, page } = await signedInShiftRecorder(browser, token, language, viewport);
  try {
    await page.goto(`${baseUrl}/challenges`);
    const words = texts(language);
    // Settled: the featured cards, the games, the player's menu and the balances are all in.
    await page
      .getByRole('list', { name: words.challenges.featured.biggest })
      .getByRole('article')
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('list', { name: words.challenges.games }).waitFor({ timeout: 30_000 });
    await page
      .getByRole('button', { name: words.nav.accountMenu.replace('{{name}}', playerName) })
      .waitFor({ timeout: 30_000 });
    return await recordedShifts(page);
  } finally {
    await context.close();
  }
}

describe('/challenges keeps its layout while it loads (issue 34 row 8)', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`on a 390 px phone in ${language}: the layout shifts add up to at most 0.02`, async () => {
      const shifts = await shiftsOnChallenges(language, { width: 390, height: 844 });
      expect(totalShift(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02);
    });
  }

  it('on a 1280 px desktop in en: the layout shifts add up to at most 0.02', async () => {
    const shifts = await shiftsOnChallenges('en', { width: 1280, height: 800 });
    expect(totalShift(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02);
  });
});
