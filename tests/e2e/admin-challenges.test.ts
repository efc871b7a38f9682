// The operator console's challenges end to end (issue 12): the demo admin opens /admin, creates a daily
// challenge from its preset (with a 1-GCoin entry fee) for League of Legends; a new verified player buys
// GCoins by card, links League and joins it from the challenges page; the admin cancels it with a reason
// and the player's GCoin comes back exactly once (API and wallet page); the ledger overview shows the
// day's refund. A player who opens /admin sees the not-found page. axe on every console page built here,
// in English and Arabic, on a phone and a desktop. Real server, real Chromium.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, baseUrl, call, expectAxeClean, newVerifiedPlayer } from './support/api';
import { launchBrowser, viewports } from './support/browser';
import { approveNewRiotId, buyOneGCoinByCard, signedInPage } from './support/journeys';

type Texts = {
  admin: {
    ledger: { heading: string; byDay: string };
    challenges: { list: { heading: string }; form: { newTitle: string; editTitle: string } };
    games: { heading: string };
  };
};
const ar = JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as Texts;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Wallet = { gCoinsAvailable: number; crystalsAvailable: number };
type AdminChallenge = {
  id: string;
  title: string;
  type: string;
  status: number;
  durationHours: number;
  entryFee: number;
  maxPlayers: number;
  gameLimit: number;
  skillLevel: number;
  prizes: { rank: number; valueCents: number }[];
  participants: number;
  feesCollected: number;
  startTime: string;
};

const wallet = (token: string) => call<Wallet>('/api/wallet/get', { token });

describe('operator console: challenges, games and the ledger', () => {
  it(
    'creates a daily challenge from the preset, a player joins, cancelling refunds the fee once',
    { timeout: 240_000 },
    async () => {
      const admin = await adminToken();
      const title = `Daily cup ${Date.now() % 1_000_000}`;
      const console_ = await signedInPage(browser, admin);
      const { page } = console_;
      let challenge: AdminChallenge | undefined;
      try {
        // The console from the profile menu's Console link.
        await page.goto(`${baseUrl}/challenges`);
        await page.getByRole('button', { name: /account menu/i }).click();
        await page.getByRole('menuitem', { name: 'Console' }).click();
        await page.waitForURL(`${baseUrl}/admin`);
        await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
        await page.getByText('The ledger balances.').waitFor();

        await page
          .getByRole('navigation', { name: 'Operator console' })
          .getByRole('link', { name: 'Challenges' })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Challenges' }).waitFor();
        await page.getByRole('link', { name: 'New challenge' }).click();
        await page.getByRole('heading', { level: 1, name: 'New challenge' }).waitFor();

        await page.getByLabel('Title', { exact: true }).fill(title);
        await page.getByRole('textbox', { name: 'Short description' }).click();
        await page.keyboard.type('Win a daily prize.');
        await page.getByRole('textbox', { name: 'Description', exact: true }).click();
        await page.keyboard.type('Play ranked League matches today; the best score wins.');
        await page.getByLabel('Game', { exact: true }).selectOption('lol');
        // The preset fills the rest: free first, then daily, whose values come back.
        await page.getByLabel('Type').selectOption('free');
        await expect.poll(() => page.getByLabel('Duration (hours)').inputValue()).toBe('72');
        await page.getByLabel('Type').selectOption('daily');
        await expect.poll(() => page.getByLabel('Duration (hours)').inputValue()).toBe('24');
        expect(await page.getByLabel('Max players').inputValue()).toBe('50');
        // The operator may still change each field: a 1-GCoin entry fee.
        await page.getByLabel('Entry fee (GCoins)').fill('1');
        await page.getByRole('button', { name: 'Create challenge' }).click();
        await page.waitForURL(`${baseUrl}/admin/challenges`);
        // The list's chunk may still be loading while the form shows: wait for the list itself.
        await page.getByRole('table', { name: 'Challenge list' }).waitFor();

        const list = await call<{ data: { items: AdminChallenge[] } }>(
          '/api/admin/challenges?gameId=lol&status=upcoming',
          { token: admin },
        );
        challenge = list.data.items.find((row) => row.title === title);
        expect(challenge).toMatchObject({
          type: 'daily',
          status: 0,
          durationHours: 24,
          entryFee: 1,
          maxPlayers: 50,
          gameLimit: 5,
          skillLevel: 3,
          participants: 0,
          prizes: [
            { rank: 1, valueCents: 1000 },
            { rank: 2, valueCents: 500 },
          ],
        });
        // Typed in the operator's time zone (the next whole hour), stored in UTC, still ahead.
        expect(Date.parse(challenge!.startTime)).toBeGreaterThan(Date.now());
        // The list filtered by game and status shows it, with no player and no fee yet.
        await page.getByLabel('Game', { exact: true }).selectOption('lol');
        await page.getByLabel('Status', { exact: true }).selectOption('upcoming');
        await expect.poll(() => page.url()).toMatch(/game=lol&status=upcoming/);
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
        await row.getByText('0 / 50').waitFor();
        await row.getByText('0 GCoins').waitFor();
      } finally {
        await console_.context.close();
      }

      // A new player buys GCoins by card (sandbox), links League, and joins from the challenges page.
      const player = await newVerifiedPlayer('console', 'Console Player');
      const play = await signedInPage(browser, player.token);
      let before: Wallet;
      try {
        const p = play.page;
        await buyOneGCoinByCard(p);
        before = await wallet(player.token);
        expect(before.gCoinsAvailable).toBeGreaterThanOrEqual(1);

        await p.goto(`${baseUrl}/challenges`);
        await p
          .getByRole('list', { name: 'Games' })
          .getByRole('button', { name: /^League of Legends/ })
          .click();
        await p.waitForURL(/\/sandbox\/riot\/authorize/);
        await approveNewRiotId(p, 'Cons');
        await p.waitForURL(`${baseUrl}/challenges/lol`);
        await p.getByRole('tab', { name: 'Upcoming' }).click();
        const card = p
          .getByRole('article')
          .filter({ has: p.getByRole('heading', { name: title, exact: true }) });
        await card.getByRole('button', { name: 'Join' }).click();
        const dialog = p.getByRole('dialog', { name: `Join ${title}` });
        await dialog.getByRole('button', { name: 'Join challenge' }).click();
        await p.getByRole('dialog', { name: 'Successfully Enrolled!' }).waitFor();
        await p.getByRole('button', { name: 'OK' }).click();
        await card.getByText('You are registered').waitFor();
        expect((await wallet(player.token)).gCoinsAvailable).toBe(before.gCoinsAvailable - 1);

        // A player who opens the console sees the not-found page.
        await p.goto(`${baseUrl}/admin/challenges`);
        await p.getByRole('heading', { name: 'Page not found' }).waitFor();
      } finally {
        await play.context.close();
      }

      // The admin cancels it with a reason: one player, one GCoin refunded.
      const again = await signedInPage(browser, admin);
      try {
        const a = again.page;
        await a.goto(`${baseUrl}/admin/challenges?game=lol&status=upcoming`);
        // The row's Actions menu (issue 34).
        await a.getByRole('button', { name: `Actions: ${title}` }).click();
        await a.getByRole('menuitem', { name: 'Cancel' }).click();
        const reason = a.getByRole('dialog', { name: `Cancel “${title}”` });
        await reason.getByLabel('Reason').fill('The game servers are down for maintenance.');
        await expectAxeClean(a);
        await reason.getByRole('button', { name: 'Cancel challenge' }).click();
        await a.getByText(`“${title}” is cancelled. 1 player got their entry fee back (1 GCoins).`).waitFor();
        const cancelled = await call<{ data: AdminChallenge }>(`/api/admin/challenges/${challenge!.id}`, {
          token: admin,
        });
        expect(cancelled.data).toMatchObject({ status: 3, participants: 1, feesCollected: 0 });

        // The ledger overview: today's refund of one GCoin, and the ledger still balances.
        await a.goto(`${baseUrl}/admin`);
        await a.getByText('The ledger balances.').waitFor();
        const today = new Date().toISOString().slice(0, 10);
        const byDay = a.getByRole('table', { name: 'Totals by day' });
        await byDay
          .getByRole('row')
          .filter({ hasText: today })
          .filter({ hasText: 'Entry fee refund' })
          .waitFor();
        const byType = a.getByRole('table', { name: 'Totals by type' });
        await byType.getByRole('row', { name: /Entry fee refund/ }).waitFor();
      } finally {
        await again.context.close();
      }

      // The player's GCoin is back, once: the API and the wallet page agree.
      const after = await wallet(player.token);
      expect(after.gCoinsAvailable).toBe(before!.gCoinsAvailable);
      const history = await call<{ transactions: { transactionType: string; amount: number }[] }>(
        '/api/wallet/transactions?page=1&limit=50',
        { token: player.token },
      );
      expect(history.transactions.filter((row) => row.transactionType === 'refund')).toMatchObject([
        { amount: 1 },
      ]);
      const back = await signedInPage(browser, player.token);
      try {
        await back.page.goto(`${baseUrl}/wallet`);
        await back.page.getByText(`${after.gCoinsAvailable} GCoins`, { exact: true }).first().waitFor();
        await back.page.goto(`${baseUrl}/wallet/transactions`);
        await back.page.getByRole('listitem').filter({ hasText: 'Entry fee refund' }).first().waitFor();
      } finally {
        await back.context.close();
      }
    },
  );

  it(
    'every console page of challenges, games and the ledger is axe clean in English and Arabic, phone and desktop',
    { timeout: 300_000 },
    async () => {
      const admin = await adminToken();
      const list = await call<{ data: { items: AdminChallenge[] } }>('/api/admin/challenges', {
        token: admin,
      });
      const one = list.data.items[0];
      expect(one).toBeDefined();
      const en: Texts['admin'] = {
        ledger: { heading: 'Overview', byDay: 'Totals by day' },
        challenges: {
          list: { heading: 'Challenges' },
          form: { newTitle: 'New challenge', editTitle: 'Edit challenge' },
        },
        games: { heading: 'Games' },
      };
      for (const [language, texts] of [
        ['en', en],
        ['ar', ar.admin],
      ] as const) {
        for (const viewport of ['phone', 'desktop'] as const) {
          const { context, page } = await signedInPage(browser, admin, { viewport, language });
          try {
            for (const [path, heading] of [
              ['/admin', texts.ledger.heading],
              ['/admin/challenges', texts.challenges.list.heading],
              ['/admin/challenges/new', texts.challenges.form.newTitle],
              [`/admin/challenges/${one!.id}`, texts.challenges.form.editTitle],
              ['/admin/games', texts.games.heading],
            ] as const) {
              await page.goto(`${baseUrl}${path}`);
              await page.getByRole('heading', { level: 1, name: heading }).waitFor();
              // Wait for the page's data (no loading state left) before checking.
              await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
              if (language === 'ar')
                expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
              // Wide tables scroll inside their own region: the page never scrolls sideways.
              expect(
                await page.evaluate(() => document.documentElement.scrollWidth),
                `${language} ${path}`,
              ).toBe(viewports[viewport].width);
              await expectAxeClean(page);
            }
          } finally {
            await context.close();
          }
        }
      }
    },
  );
});
