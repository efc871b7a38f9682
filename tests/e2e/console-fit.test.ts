// The operator console fits the screen (issue 34, rows 5 and 6): at 1280, 1440 and 1920 px wide the
// payout queue (with a pending payout and the player's history open beside or under it) and a page of 20
// challenges (long titles) scroll nothing sideways, every table is no wider than its frame, a payout's
// Approve and Reject are reachable without scrolling (the row's Actions menu), the history shows its
// amounts whole, and a challenge row is one line high. Creating a challenge in the form says so (a toast
// in a polite live region) and brings the list back with the new challenge highlighted in view. The
// console has its own compact frame: no player gift, balances or newsletter footer. Real server, real
// Chromium, axe on the pages at 1440 px.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiUrl, call, baseUrl, expectAxeClean, newVerifiedPlayer } from './support/api';
import { launchBrowser } from './support/browser';
import { createChallenge, linkRiotAccount, waitForChallengeStatus } from './support/challenges';
import { signedInPage } from './support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const run = Date.now() % 1_000_000;

/**
 * A verified player with prize crystals (their own free League challenge, a $120 prize, finished now)
 * and a verified passport, who asks to withdraw 1,000 crystals: one pending payout in the queue.
 */
async function pendingPayout(admin: string) {
  const player = await newVerifiedPlayer('fit', `Fit Player ${run}`);
  await linkRiotAccount(player.token, `Fit${run}`);
  const challengeId = await createChallenge(admin, {
    title: `Fit Prize Cup ${run}`,
    gameId: 'lol',
    preset: 'free',
    startsAt: new Date(Date.now() + 3_000),
    minPlayers: 1,
    prizes: [{ title: 'First place', valueCents: 12_000 }],
  });
  await call('/api/challenge/enroll', { method: 'POST', token: player.token, body: { challengeId } });
  await waitForChallengeStatus(challengeId, 1);
  await call('/sandbox/matches', {
    method: 'POST',
    token: player.token,
    body: {
      gameId: 'lol',
      stats: { kills: 20, deaths: 1, assists: 10, cs: 200, visionScore: 30, win: true },
    },
  });
  await call(`/api/admin/challenges/${challengeId}/finish-now`, { method: 'POST', token: admin, body: {} });
  const form = new FormData();
  form.append('passport', new Blob([png], { type: 'image/png' }), 'passport.png');
  const uploaded = await fetch(`${apiUrl}/api/passport-verification/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${player.token}` },
    body: form,
  });
  expect(uploaded.status).toBeLessThan(300);
  await call('/api/withdrawal/request', {
    method: 'POST',
    token: player.token,
    body: { crystalAmount: 1_000, paymentEmail: player.email },
  });
  const name = (await call<{ data: { user: { name: string } } }>('/api/users/me', { token: player.token }))
    .data.user.name;
  return { name, userId: player.userId };
}

/** 20 upcoming challenges, far enough ahead to be the list's first page, with long titles. */
async function twentyChallenges(admin: string) {
  const start = Date.now() + 400 * 24 * 3_600_000;
  for (let index = 0; index < 20; index += 1) {
    await createChallenge(admin, {
      title: `Fit check ${run} · ${index + 1}: the longest weekend championship title an operator could type`,
      gameId: index % 2 ? 'lol' : 'valorant',
      preset: index % 3 ? 'daily' : 'premium',
      startsAt: new Date(start + index * 3_600_000),
      minPlayers: 2,
    });
  }
}

/** What could scroll sideways: the page, and each table against its frame. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return {
      page: root.scrollWidth - root.clientWidth,
      tables: [...document.querySelectorAll('table')].map((table) => {
        const frame = table.parentElement!;
        return {
          name: table.caption?.textContent ?? '',
          table: table.scrollWidth - frame.clientWidth,
          frame: frame.scrollWidth - frame.clientWidth,
        };
      }),
    };
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const found = await overflow(page);
  expect(found.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(found.tables.length).toBeGreaterThan(0);
  for (const table of found.tables) {
    expect(table.table, `${table.name}: the table is wider than its frame`).toBeLessThanOrEqual(0);
    expect(table.frame, `${table.name}: the frame scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

/** The element is wholly inside the window: seen without scrolling either way. */
async function expectInView(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(size.width);
  expect(box!.y + box!.height, `${what}: bottom edge`).toBeLessThanOrEqual(size.height);
}

const sizes = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

describe('operator console: every table fits the screen', () => {
  it(
    'payouts and challenges at 1280, 1440 and 1920 px: no sideways scroll, actions in reach, rows one line high',
    { timeout: 300_000 },
    async () => {
      const admin = await adminToken();
      const [{ name, userId }] = await Promise.all([pendingPayout(admin), twentyChallenges(admin)]);
      const { context, page } = await signedInPage(browser, admin);
      try {
        for (const size of sizes) {
          await page.setViewportSize(size);
          const at = `${size.width} px`;

          // The payout queue with the pending payout.
          await page.goto(`${baseUrl}/admin/payouts`);
          await page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
          const queue = page.getByRole('table', { name: 'Payout queue' });
          const actionsName = new RegExp(`^Actions: ${name}, 1,000 crystals`);
          const actions = queue.getByRole('button', { name: actionsName });
          await actions.waitFor();
          await expectNoSidewaysScroll(page);
          await expectInView(page, actions, `${at}: the payout's Actions button`);
          const row = queue.getByRole('row').filter({ has: page.getByRole('button', { name: actionsName }) });
          await row.getByText('1,000 crystals', { exact: true }).waitFor();
          await expectInView(page, row.getByText('Pending', { exact: true }), `${at}: the payout's status`);

          // Approve and Reject: one click away, on screen.
          await actions.click();
          const menu = page.getByRole('menu', { name: new RegExp(`^Actions: ${name}`) });
          await expectInView(page, menu.getByRole('menuitem', { name: 'Approve' }), `${at}: Approve`);
          await expectInView(page, menu.getByRole('menuitem', { name: 'Reject' }), `${at}: Reject`);
          await expectNoSidewaysScroll(page);

          // The player's history: beside the queue from 1440 px, under it at 1280; amounts whole.
          await menu.getByRole('menuitem', { name: 'History' }).click();
          const history = page.getByRole('region', { name: `${name}'s recent history` });
          await history.getByText('+6,000 crystals').waitFor();
          await expectNoSidewaysScroll(page);
          const clipped = await history.evaluate((panel) => {
            const edge = panel.getBoundingClientRect();
            return [...panel.querySelectorAll('bdi')]
              .filter((amount) => /crystals|GCoins/.test(amount.textContent ?? ''))
              .filter((amount) => {
                const box = amount.getBoundingClientRect();
                return (
                  box.left < edge.left ||
                  box.right > edge.right ||
                  amount.scrollWidth > amount.clientWidth + 1
                );
              })
              .map((amount) => amount.textContent);
          });
          expect(clipped, `${at}: amounts cut in the history`).toEqual([]);
          const beside = await history.evaluate(
            (panel, table) => panel.getBoundingClientRect().top < table!.getBoundingClientRect().bottom,
            await queue.elementHandle(),
          );
          expect(beside, `${at}: the history beside the queue`).toBe(size.width >= 1440);
          if (size.width === 1440) await expectAxeClean(page);

          // A page of 20 challenges: one line a row, nothing sideways.
          await page.goto(`${baseUrl}/admin/challenges`);
          const list = page.getByRole('table', { name: 'Challenge list' });
          await list.getByRole('link', { name: new RegExp(`^Fit check ${run} · 20:`) }).waitFor();
          await expectNoSidewaysScroll(page);
          const heights = await list
            .locator('tbody tr')
            .evaluateAll((rows) => rows.map((tr) => tr.getBoundingClientRect().height));
          expect(heights).toHaveLength(20);
          for (const height of heights)
            expect(height, `${at}: a challenge row's height`).toBeLessThanOrEqual(56);
          // A long title ends in an ellipsis and is whole in its title attribute.
          const cell = list.locator('td', {
            has: page.getByRole('link', { name: new RegExp(`^Fit check ${run} · 20:`) }),
          });
          expect(await cell.getAttribute('title')).toBe(
            `Fit check ${run} · 20: the longest weekend championship title an operator could type`,
          );
          const firstActions = list.getByRole('button', { name: /^Actions: / }).first();
          await expectInView(page, firstActions, `${at}: a challenge's Actions button`);
          await firstActions.click();
          const challengeMenu = page.getByRole('menu');
          await expect
            .poll(() => challengeMenu.getByRole('menuitem').allTextContents())
            .toEqual(['Edit', 'Cancel']);
          await expectInView(page, challengeMenu.getByRole('menuitem', { name: 'Cancel' }), `${at}: Cancel`);
          await page.keyboard.press('Escape');
          if (size.width === 1440) await expectAxeClean(page);
        }

        // The console's other pages: nothing sideways at the narrowest desktop either.
        await page.setViewportSize(sizes[0]);
        for (const [path, heading] of [
          ['', 'Overview'],
          ['/games', 'Games'],
          ['/passports', 'Passports'],
          ['/reconciliation', 'Stuck payments'],
          ['/players', 'Players'],
          [`/players/${userId}`, name],
          ['/audit-log', 'Audit log'],
        ] as const) {
          await page.goto(`${baseUrl}/admin${path}`);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          const found = await overflow(page);
          expect(found.page, `/admin${path} scrolls sideways`).toBeLessThanOrEqual(0);
          for (const table of found.tables) {
            expect(table.table, `/admin${path}: ${table.name} is wider than its frame`).toBeLessThanOrEqual(
              0,
            );
          }
        }

        // The compact frame: the console's own bar, no gift, balances or newsletter footer.
        await page.setViewportSize(sizes[1]);
        await page.goto(`${baseUrl}/admin/challenges`);
        await page.getByRole('table', { name: 'Challenge list' }).waitFor();
        await page.getByRole('button', { name: /^Account menu for / }).waitFor();
        expect(await page.getByRole('link', { name: /^Wallet:/ }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /special offer|gift/i }).count()).toBe(0);
        expect(await page.getByRole('contentinfo').count()).toBe(0);
        expect(await page.getByRole('textbox', { name: /email/i }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'Create says so in a toast and brings the list back with the new challenge highlighted in view',
    { timeout: 120_000 },
    async () => {
      const admin = await adminToken();
      const { context, page } = await signedInPage(browser, admin);
      const title = `Toast cup ${run}`;
      try {
        await page.setViewportSize(sizes[1]);
        await page.goto(`${baseUrl}/admin/challenges/new`);
        await page.getByRole('heading', { level: 1, name: 'New challenge' }).waitFor();
        await page.getByLabel('Title', { exact: true }).fill(title);
        await page.getByRole('textbox', { name: 'Short description' }).click();
        await page.keyboard.type('A toast for the operator.');
        await page.getByRole('textbox', { name: 'Description', exact: true }).click();
        await page.keyboard.type('The list shows the new challenge at once.');
        await page.getByLabel('Game', { exact: true }).selectOption('lol');
        await page.getByRole('button', { name: 'Create challenge' }).click();
        await page.waitForURL(`${baseUrl}/admin/challenges`);

        const toast = page.getByRole('status').filter({ hasText: `“${title}” is created.` });
        await toast.waitFor();
        expect(await toast.getAttribute('aria-live')).toBe('polite');
        const row = page.locator('tbody tr[data-highlighted]');
        await expect.poll(() => row.count()).toBe(1);
        await row.getByRole('link', { name: title }).waitFor();
        await expectInView(page, row, 'the new challenge');
        await expectNoSidewaysScroll(page);
        await expectAxeClean(page);
        // Said once: a reload shows the list without the toast.
        await page.reload();
        await page.getByRole('table', { name: 'Challenge list' }).waitFor();
        expect(await page.getByText(`“${title}” is created.`).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
