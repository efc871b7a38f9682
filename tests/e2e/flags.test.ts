// Fair-play flags end to end (issue 30, decision 0050): two players sign in on one device (the API's
// X-Device-ID, from the loopback address, which never counts as a shared address), so one flag opens
// naming both with the device as evidence. In English an operator opens Flags from the console's
// navigation, sees the flag with the device evidence and both players, resolves it with "Hold payouts"
// and a note (a toast says so; both players show "Payouts held"); the player's withdrawal then waits for
// an operator (pending: "Awaiting approval" in their wallet, "Pending" in the payout queue). In Arabic the
// Flags page and a second flag's page render right to left, the first flag on the Resolved tab. The
// list fits 1280 and 1920 px without sideways scroll; axe on every Flags page in both languages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json' with { type: 'json' };
import { adminToken, apiUrl, baseUrl, call, expectAxeClean, newVerifiedPlayer } from './support/api';
import { launchBrowser } from './support/browser';
import { createChallenge, linkRiotAccount, waitForChallengeStatus } from './support/challenges';
import { englishOnPage } from './support/language';
import { signedInPage } from './support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now() % 1_000_000;
// A 1×1 PNG: the sandbox identity check verifies a passport by its file name (docs/decisions/0017).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Player = Awaited<ReturnType<typeof newVerifiedPlayer>> & { name: string };
type FlagRow = { id: string; status: string; accounts: { id: string }[]; signals: string[] };

/** A verified player, named. */
async function player(prefix: string, name: string): Promise<Player> {
  return { ...(await newVerifiedPlayer(prefix, name)), name };
}

/** The player signs in through the API from the device `device` (what the site's X-Device-ID carries). */
async function signInOn(someone: Player, device: string) {
  await call('/api/auth/login', {
    method: 'POST',
    body: { email: someone.email, password: someone.password },
    headers: { 'x-device-id': device },
  });
}

/** The open flag naming exactly these players (the sign-ins observed it at once). */
async function openFlagOf(admin: string, ...players: Player[]): Promise<FlagRow> {
  const wanted = players.map((one) => one.userId).sort();
  const list = await call<{ data: FlagRow[] }>('/api/admin/flags?status=open', { token: admin });
  const found = list.data.find(
    (flag) => JSON.stringify(flag.accounts.map((account) => account.id).sort()) === JSON.stringify(wanted),
  );
  expect(found, `an open flag naming ${players.map((one) => one.name).join(' and ')}`).toBeDefined();
  return found!;
}

/**
 * Prize crystals and a verified passport: the player's own free League challenge with a $120 prize,
 * played and finished now, and a passport the sandbox verifies.
 */
async function readyToWithdraw(admin: string, someone: Player) {
  await linkRiotAccount(someone.token, `Flag${run}`);
  const challengeId = await createChallenge(admin, {
    title: `Flag Prize Cup ${run}`,
    gameId: 'lol',
    preset: 'free',
    startsAt: new Date(Date.now() + 3_000),
    minPlayers: 1,
    prizes: [{ title: 'First place', valueCents: 12_000 }],
  });
  await call('/api/challenge/enroll', { method: 'POST', token: someone.token, body: { challengeId } });
  await waitForChallengeStatus(challengeId, 1);
  await call('/sandbox/matches', {
    method: 'POST',
    token: someone.token,
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
    headers: { authorization: `Bearer ${someone.token}` },
    body: form,
  });
  expect(uploaded.status).toBeLessThan(300);
}

/** Nothing scrolls sideways: the page, and each table inside its frame. */
async function expectNoSidewaysScroll(page: Page) {
  const found = await page.evaluate(() => ({
    page: document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
    tables: [...document.querySelectorAll('table')].map(
      (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
    ),
  }));
  expect(found.page).toBeLessThanOrEqual(0);
  for (const overflow of found.tables) expect(overflow).toBeLessThanOrEqual(0);
}

describe('fair-play flags', () => {
  it(
    'an operator holds the payouts of two players on one device; the withdrawal then waits; Arabic right to left',
    { timeout: 300_000 },
    async () => {
      const admin = await adminToken();
      const [huda, omar, sara, yusuf] = await Promise.all([
        player('flag-a', `Huda Flag ${run}`),
        player('flag-b', `Omar Flag ${run}`),
        player('flag-c', `Sara Flag ${run}`),
        player('flag-d', `Yusuf Flag ${run}`),
      ]);
      await readyToWithdraw(admin, huda);
      const device = `e2e-shared-phone-${run}`;
      await signInOn(huda, device);
      await signInOn(omar, device);
      const first = await openFlagOf(admin, huda, omar);
      expect(first.signals).toEqual(['device']);

      // English: Flags from the console's navigation; the flag in the open list.
      const { context, page } = await signedInPage(browser, admin);
      try {
        await page.goto(`${baseUrl}/admin/payouts`);
        await page
          .getByRole('navigation', { name: 'Operator console' })
          .getByRole('link', { name: 'Flags' })
          .click();
        await page.getByRole('heading', { name: 'Fair-play flags', level: 1 }).waitFor();
        const list = page.getByRole('table', { name: 'Flag list' });
        const row = list.getByRole('row').filter({ hasText: huda.name }).filter({ hasText: omar.name });
        await row.getByText('Shared device', { exact: true }).waitFor();
        await row.getByText('Open', { exact: true }).waitFor();
        for (const width of [1280, 1920]) {
          await page.setViewportSize({ width, height: 900 });
          await expectNoSidewaysScroll(page);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        await expectAxeClean(page);

        // The flag: the device as evidence, both players linked.
        await row.getByRole('link').click();
        await page.waitForURL(`${baseUrl}/admin/flags/${first.id}`);
        const evidence = page.getByRole('region', { name: 'Evidence' });
        const shared = evidence
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Shared device' }) });
        await shared.getByText(device, { exact: true }).waitFor();
        expect(await shared.textContent()).toContain('Times seen');
        const players = page.getByRole('table', { name: 'Linked players' });
        await players.getByRole('link', { name: huda.name }).waitFor();
        await players.getByRole('link', { name: omar.name }).waitFor();
        expect(await players.getByRole('link', { name: huda.name }).getAttribute('href')).toBe(
          `/admin/players/${huda.userId}`,
        );
        await expectAxeClean(page);

        // Resolve: Hold payouts, with a note; the toast, and both players' payouts held.
        await page.getByRole('button', { name: 'Resolve flag' }).click();
        const dialog = page.getByRole('dialog', { name: 'Resolve this flag' });
        await dialog.getByRole('radio', { name: 'Hold payouts' }).check();
        await dialog
          .getByRole('textbox', { name: /Note/ })
          .fill('Two accounts on one phone: every cash-out gets a look.');
        await expectAxeClean(page);
        await dialog.getByRole('button', { name: 'Resolve flag' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: 'Flag resolved: the players’ payouts are held.' })
          .waitFor();
        await expect.poll(() => players.getByText('Payouts held', { exact: true }).count()).toBe(2);
        expect(await page.getByRole('button', { name: 'Resolve flag' }).count()).toBe(0);
        const resolved = await call<{
          data: { status: string; resolution: { action: string; note: string } };
        }>(`/api/admin/flags/${first.id}`, { token: admin });
        expect(resolved.data).toMatchObject({
          status: 'resolved',
          resolution: {
            action: 'hold_payouts',
            note: 'Two accounts on one phone: every cash-out gets a look.',
          },
        });

        // The held player's withdrawal waits for an operator.
        const asked = await call<{ data: { status: string; crystals: number } }>('/api/withdrawal/request', {
          method: 'POST',
          token: huda.token,
          body: { crystalAmount: 1_000, paymentEmail: huda.email },
        });
        expect(asked.data).toMatchObject({ status: 'pending', crystals: 1_000 });
        await page.goto(`${baseUrl}/admin/payouts`);
        const queue = page.getByRole('table', { name: 'Payout queue' });
        const payout = queue.getByRole('row').filter({ hasText: huda.name });
        await payout.getByText('Pending', { exact: true }).waitFor();
      } finally {
        await context.close();
      }
      const wallet = await signedInPage(browser, huda.token);
      try {
        await wallet.page.goto(`${baseUrl}/wallet`);
        const timeline = wallet.page.getByRole('region', { name: 'Recent withdrawals' });
        await timeline.getByText('Awaiting approval', { exact: true }).waitFor();
      } finally {
        await wallet.context.close();
      }

      // Arabic: a second flag, right to left; the first on the Resolved tab.
      const secondDevice = `e2e-shared-tablet-${run}`;
      await signInOn(sara, secondDevice);
      await signInOn(yusuf, secondDevice);
      const second = await openFlagOf(admin, sara, yusuf);
      const arabic = await signedInPage(browser, admin, { language: 'ar' });
      try {
        const words = ar.admin.flags;
        await arabic.page.goto(`${baseUrl}/admin/flags`);
        await arabic.page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
        expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        const list = arabic.page.getByRole('table', { name: words.table.label });
        const row = list.getByRole('row').filter({ hasText: sara.name }).filter({ hasText: yusuf.name });
        await row.getByText(words.signal.device, { exact: true }).waitFor();
        expect(await list.evaluate((table) => getComputedStyle(table).direction)).toBe('rtl');
        await expectNoSidewaysScroll(arabic.page);
        await expectAxeClean(arabic.page);
        expect(await englishOnPage(arabic.page)).toEqual([]);

        await arabic.page.getByRole('tab', { name: words.tabs.resolved }).click();
        const done = list.getByRole('row').filter({ hasText: huda.name }).filter({ hasText: omar.name });
        await done.getByText(words.resolution.hold_payouts, { exact: true }).waitFor();
        await expectAxeClean(arabic.page);

        await arabic.page.goto(`${baseUrl}/admin/flags/${second.id}`);
        const evidence = arabic.page.getByRole('region', { name: words.evidence.label });
        await evidence.getByRole('heading', { name: words.signal.device }).waitFor();
        await evidence.getByText(secondDevice, { exact: true }).waitFor();
        await arabic.page
          .getByRole('table', { name: words.players.label })
          .getByRole('link', { name: sara.name })
          .waitFor();
        expect(await evidence.evaluate((region) => getComputedStyle(region).direction)).toBe('rtl');
        await expectAxeClean(arabic.page);
        expect(await englishOnPage(arabic.page)).toEqual([]);
      } finally {
        await arabic.context.close();
      }
    },
  );
});
