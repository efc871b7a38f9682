// The first end-to-end checks (issue: foundation): the landing page, the language and direction, the
// not-found page and the authenticated-route guard, in a real Chromium against the real server.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('landing page', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`renders its hero and passes axe on a ${viewport}`, async () => {
      const { context, page } = await openPage(browser, `${baseUrl}/`, { viewport });
      try {
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe('Play your games. Win real prizes.');
        expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/join');
        expect(await page.getByRole('link', { name: 'View Challenges' }).getAttribute('href')).toBe(
          '/challenges',
        );
        expect(await page.title()).toBe('Arena: esports challenges for casual gamers');
        // The e2e server runs every provider as a sandbox: the strip says so on every page (issue 9).
        const strip = page.getByRole('complementary', { name: 'Sandbox: no real money' });
        await strip.waitFor();
        expect(await strip.getByRole('link', { name: 'Open the sandbox mailbox' }).getAttribute('href')).toBe(
          '/sandbox/mail',
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          await page.evaluate(() => window.innerWidth),
        );
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('landing page data from the server', () => {
  it('shows the top-5 leaderboard and the dashboard stats that the API returns', async () => {
    const leaderboard = (await (
      await fetch(`${baseUrl.replace('localhost', '127.0.0.1')}/api/public-profile/leaderboard?limit=5`)
    ).json()) as {
      data: { leaderboard: { id: string; name: string; rank: number }[] };
    };
    const dashboard = (await (
      await fetch(`${baseUrl.replace('localhost', '127.0.0.1')}/api/public/dashboard`)
    ).json()) as {
      data: { unique_participants: number };
    };
    expect(leaderboard.data.leaderboard).toHaveLength(5);
    const { context, page } = await openPage(browser, `${baseUrl}/`);
    try {
      const podium = page.getByRole('list', { name: 'Top players' });
      await podium.waitFor();
      const links = podium.getByRole('link');
      expect(await links.count()).toBe(5);
      for (const entry of leaderboard.data.leaderboard) {
        const link = podium.getByRole('link', { name: new RegExp(entry.name) });
        expect(await link.getAttribute('href')).toBe(`/public-profile/${entry.id}`);
        expect(await link.getAttribute('target')).toBe('_blank');
      }
      const stats = await page.locator('section[aria-labelledby="stats-title"]').textContent();
      expect(stats).toContain(String(dashboard.data.unique_participants));
      expect(stats).toContain('Unique participants');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('language and direction', () => {
  it('choosing Arabic sets dir="rtl" and lang="ar", translates the page and survives a reload', async () => {
    const { context, page } = await openPage(browser, `${baseUrl}/`);
    try {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('العب ألعابك. اربح جوائز حقيقية.');

      await page.reload();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('العب ألعابك. اربح جوائز حقيقية.');
      expect(
        await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]),
      ).toEqual(['rtl', 'ar']);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
      await page.getByRole('complementary', { name: 'بيئة تجريبية: لا أموال حقيقية' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders Urdu right-to-left and Hindi left-to-right', async () => {
    for (const [language, dir] of [
      ['ur', 'rtl'],
      ['hi', 'ltr'],
    ] as const) {
      const { context, page } = await openPage(browser, `${baseUrl}/`, { language, viewport: 'phone' });
      try {
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});

describe('not-found page', () => {
  it('shows Go Back and Return Home for an unknown path, and Return Home goes to /', async () => {
    const { context, page } = await openPage(browser, `${baseUrl}/no/such/page`);
    try {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      expect(await page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Return Home' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Play your games. Win real prizes.');
    } finally {
      await context.close();
    }
  });

  it('Go Back returns to the previous page', async () => {
    const { context, page } = await openPage(browser, `${baseUrl}/about`);
    try {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About Arena');
      await page.goto(`${baseUrl}/missing`);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.waitForURL(`${baseUrl}/about`);
    } finally {
      await context.close();
    }
  });
});

describe('authenticated routes', () => {
  for (const path of ['/wallet', '/challenges', '/store/gcoin3', '/profile']) {
    it(`sends a guest from ${path} to /join`, async () => {
      const { context, page } = await openPage(browser, `${baseUrl}${path}`);
      try {
        // The server sends a visitor on (decision 0031), remembering the page in `?from=`.
        await page.waitForURL(`${baseUrl}/join?${new URLSearchParams({ from: path })}`);
        expect(new URL(page.url()).pathname).toBe('/join');
      } finally {
        await context.close();
      }
    });
  }
});
