// The inbox keeps its layout while it loads: the demo player (a full first page of entries) and a new
// player (an empty inbox) open /notifications signed in on a 390 px phone in English and Arabic, and on a
// desktop, with the CPU slowed 4× (support/layout-shifts.ts). The email and push settings below the list
// used to be drawn under the three-row skeleton and pushed off the screen when the entries came: 0.40 in
// Lighthouse's phone run. The layout shifts must add up to at most 0.02.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, login, newVerifiedPlayer } from './support/api';
import { launchBrowser } from './support/browser';
import { recordedShifts, signedInShiftRecorder, totalShift } from './support/layout-shifts';

type Texts = {
  notifications: { inbox: { listLabel: string; empty: { title: string } }; settings: { title: string } };
};
const texts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Texts;

let browser: Browser;
let demoToken: string;
let newToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  demoToken = await login('player@arena.gg', 'arena-demo-2026');
  ({ token: newToken } = await newVerifiedPlayer('inbox-layout', 'Rami Inbox'));
});

afterAll(async () => {
  await browser?.close();
});

/** Opens /notifications and returns the shifts recorded until the inbox and its settings are in. */
async function shiftsOnInbox(
  token: string,
  language: 'en' | 'ar',
  viewport: { width: number; height: number },
  settled: 'entries' | 'empty',
) {
  const { context, page } = await signedInShiftRecorder(browser, token, language, viewport);
  try {
    await page.goto(`${baseUrl}/notifications`);
    const words = texts(language).notifications;
    if (settled === 'entries') {
      await page
        .getByRole('list', { name: words.inbox.listLabel })
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: 30_000 });
    } else {
      await page.getByText(words.inbox.empty.title).waitFor({ timeout: 30_000 });
    }
    await page.getByRole('heading', { name: words.settings.title, level: 2 }).waitFor({ timeout: 30_000 });
    return await recordedShifts(page);
  } finally {
    await context.close();
  }
}

describe('/notifications keeps its layout while it loads', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`a full inbox on a 390 px phone in ${language}: the shifts add up to at most 0.02`, async () => {
      const shifts = await shiftsOnInbox(demoToken, language, { width: 390, height: 844 }, 'entries');
      expect(totalShift(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02);
    });
  }

  it('an empty inbox on a 390 px phone in en: at most 0.02', async () => {
    const shifts = await shiftsOnInbox(newToken, 'en', { width: 390, height: 844 }, 'empty');
    expect(totalShift(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02);
  });

  it('a full inbox on a 1280 px desktop in en: at most 0.02', async () => {
    const shifts = await shiftsOnInbox(demoToken, 'en', { width: 1280, height: 800 }, 'entries');
    expect(totalShift(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02);
  });
});
