// Public profiles and signed-in pages in Arabic (spec §2 /public-profile/:userId; every page passes axe in
// en and ar). Demo data is seeded by the server the tests start.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, openPage, viewports } from './support/browser';

const baseUrl = inject('baseUrl');
const apiUrl = baseUrl.replace('localhost', '127.0.0.1');
let browser: Browser;

type Entry = { id: string; name: string; rank: number };
let leaderboard: Entry[];

beforeAll(async () => {
  browser = await launchBrowser();
  const answer = (await (await fetch(`${apiUrl}/api/public-profile/leaderboard?limit=100`)).json()) as {
    data: { leaderboard: Entry[] };
  };
  leaderboard = answer.data.leaderboard;
});

afterAll(async () => {
  await browser?.close();
});

async function publicProfile(id: string): Promise<{ totalEarningsUSD?: number; earningsPrivate: boolean }> {
  const answer = (await (await fetch(`${apiUrl}/api/public-profile/${id}`)).json()) as {
    data: { totalEarningsUSD?: number; earningsPrivate: boolean };
  };
  return answer.data;
}

async function signedInAsDemoPlayer(language: string): Promise<{ context: BrowserContext; page: Page }> {
  const login = (await (
    await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'player@arena.gg', password: 'arena-demo-2026' }),
    })
  ).json()) as { access_token: string };
  const context = await browser.newContext({ viewport: viewports.phone });
  await context.addInitScript(
    ([token, lang]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('language', lang);
    },
    [login.access_token, language] as const,
  );
  return { context, page: await context.newPage() };
}

describe('public profile', () => {
  it('shows rank 1 with a leaderboard badge, stats and earnings, in English and Arabic', async () => {
    const top = leaderboard[0];
    expect(top?.rank).toBe(1);
    const data = await publicProfile(top?.id ?? '');
    expect(data.earningsPrivate).toBe(false);
    for (const language of ['en', 'ar'] as const) {
      const { context, page } = await openPage(browser, `${baseUrl}/public-profile/${top?.id}`, { language });
      try {
        await page.getByRole('heading', { level: 1, name: top?.name }).waitFor();
        const main = (await page.locator('main').textContent()) ?? '';
        if (language === 'en') {
          expect(main).toContain('#1 on the leaderboard');
          expect(main).toContain(
            `$${(data.totalEarningsUSD ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
          );
          expect(await page.getByRole('link', { name: 'Join now' }).last().getAttribute('href')).toBe(
            '/join',
          );
        } else {
          expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        }
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('shows a private notice instead of the earnings when the owner chose privacy', async () => {
    let privateId: string | undefined;
    for (const entry of leaderboard) {
      if ((await publicProfile(entry.id)).earningsPrivate) {
        privateId = entry.id;
        break;
      }
    }
    expect(privateId).toBeDefined();
    const { context, page } = await openPage(browser, `${baseUrl}/public-profile/${privateId}`);
    try {
      await page.getByText('Earnings are private').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the not-found screen with a way home for an unknown player', async () => {
    const { context, page } = await openPage(
      browser,
      `${baseUrl}/public-profile/00000000-0000-4000-8000-000000000000`,
    );
    try {
      await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
      await page.getByRole('link', { name: 'Go home' }).click();
      await page.waitForURL(`${baseUrl}/`);
    } finally {
      await context.close();
    }
  });
});

describe('signed-in pages in Arabic', () => {
  it('/profile renders right-to-left on a phone and passes axe, on both tabs', async () => {
    const { context, page } = await signedInAsDemoPlayer('ar');
    try {
      await page.goto(`${baseUrl}/profile`);
      await page.getByRole('heading', { name: 'Demo Player' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'الأمان' }).click();
      await page.getByRole('switch').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/join renders right-to-left and passes axe on both forms', async () => {
    const { context, page } = await openPage(browser, `${baseUrl}/join`, {
      language: 'ar',
      viewport: 'phone',
    });
    try {
      await page.getByRole('tab', { name: 'تسجيل الدخول', selected: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'إنشاء حساب' }).click();
      await page.getByRole('tabpanel').getByRole('combobox').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
