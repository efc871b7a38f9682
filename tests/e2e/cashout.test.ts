// Cashing out end to end (issue 10): a player wins prize crystals, is asked to verify before withdrawing,
// uploads a passport that an operator verifies, saves a sandbox card, withdraws 1,500 crystals to it and
// 1,000 to a payment email, sees both complete in the history after the sandbox pays, and copies the
// transaction id; a second player, in Arabic on a phone, withdraws and the payout fails at the provider:
// their crystals come back once, even when the failure is reported twice. Real server, real Chromium,
// axe on every page visited.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  apiUrl,
  baseUrl,
  call,
  expectAxeClean,
  newVerifiedPlayer,
  sandboxKeyHeaders,
} from './support/api';
import { launchBrowser } from './support/browser';
import { approveNewRiotId, buyOneGCoinByCard, signedInPage } from './support/journeys';

const ar = JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as {
  wallet: {
    passport: { title: string };
    withdrawal: {
      title: string;
      submit: string;
      confirm: { title: string; done: string };
      review: { title: string; confirm: string };
      timeline: { title: string; status: { failed: string }; steps: { refunded: string } };
    };
  };
  transaction: { status: { refunded: string } };
};
// A 1×1 PNG: the sandbox identity check decides by the file's name (docs/decisions/0017).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Wallet = { gCoinsAvailable: number; crystalsAvailable: number };
type ChallengeRow = { id: string; type: string };
type Payout = { id: string; userId: string; method: string; crystals: number; transactionId: string };

/**
 * Prize crystals the way players get them: link League of Legends through the sandbox Riot sign-in, join
 * a current League challenge, play an outsized sandbox match, and an operator ends the challenge now.
 */
async function winLeagueChallenge(
  player: { token: string; userId: string },
  type: 'main' | 'free',
  admin: string,
): Promise<number> {
  // In English whatever the player's language: the steps below read the English labels.
  const { context, page } = await signedInPage(browser, player.token);
  try {
    if (type === 'main') {
      // The premium challenge costs 1 GCoin: buy the 1-pack by card (sandbox checkout).
      await buyOneGCoinByCard(page);
    }
    await page.goto(`${baseUrl}/challenges`);
    await page
      .getByRole('list', { name: 'Games' })
      .getByRole('button', { name: /^League of Legends/ })
      .click();
    await page.waitForURL(/\/sandbox\/riot\/authorize/);
    await approveNewRiotId(page, 'Cash');
    await page.waitForURL(`${baseUrl}/challenges/lol`);
    await page
      .getByRole('list', { name: 'Games' })
      .getByRole('button', { name: /^League of Legends.*Account linked/ })
      .waitFor();
  } finally {
    await context.close();
  }
  const list = await call<{ data: ChallengeRow[] }>('/api/challenge/list?gameId=lol&status=1', {
    token: player.token,
  });
  const challenge = list.data.find((row) => row.type === type);
  expect(challenge).toBeDefined();
  await call('/api/challenge/enroll', {
    method: 'POST',
    token: player.token,
    body: { challengeId: challenge!.id },
  });
  await call('/sandbox/matches', {
    method: 'POST',
    token: player.token,
    body: {
      gameId: 'lol',
      stats: { kills: 500, deaths: 1, assists: 300, cs: 900, visionScore: 200, win: true },
    },
  });
  await call(`/api/admin/challenges/${challenge!.id}/finish-now`, { method: 'POST', token: admin, body: {} });
  return (await call<Wallet>('/api/wallet/get', { token: player.token })).crystalsAvailable;
}

async function pendingPayouts(admin: string, userId: string): Promise<Payout[]> {
  const queue = await call<{ data: Payout[] }>('/api/admin/payouts?status=pending', { token: admin });
  return queue.data.filter((payout) => payout.userId === userId);
}

describe('cashing out', () => {
  it('verifies once, saves a card, withdraws to it and to a payment email, and copies the transaction id', async () => {
    const admin = await adminToken();
    const player = await newVerifiedPlayer('cashout', 'Huda Cashout');
    const { context, page } = await signedInPage(browser, player.token);
    try {
      const crystals = await winLeagueChallenge(player, 'main', admin);
      expect(crystals).toBe(5_000); // first place of the premium challenge: $100 at 50 crystals a dollar

      // Withdrawing before verifying opens the passport dialog instead.
      await page.goto(`${baseUrl}/wallet`);
      const panel = page.getByRole('region', { name: 'Withdraw crystals' });
      await panel.waitFor();
      await expectAxeClean(page);
      await panel.getByRole('button', { name: 'Withdraw' }).click();
      const dialog = page.getByRole('dialog', { name: 'Verify your passport' });
      await dialog.waitFor();
      await page.getByText('Passport verification is required before you can withdraw').first().waitFor();
      await expectAxeClean(page);

      // The sandbox check sends a file named "…review…" to an operator.
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'passport-review.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await dialog.getByText('passport-review.png').waitFor();
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await dialog.getByText('Under review').first().waitFor();
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      // An operator verifies it through the operator API.
      const queue = await call<{ data: { id: string; userId: string }[] }>(
        '/api/admin/passports?status=manual_review',
        { token: admin },
      );
      const passport = queue.data.find((row) => row.userId === player.userId);
      expect(passport).toBeDefined();
      await call(`/api/admin/passports/${passport!.id}/verify`, { method: 'POST', token: admin, body: {} });
      await page.reload();
      await page.getByText('Your passport is verified. You can withdraw your crystals.').first().waitFor();

      // Save a sandbox card on the card provider's page: Arena never sees the number.
      await page.goto(`${baseUrl}/profile?tab=payment-methods`);
      await page.getByRole('button', { name: 'Add a card' }).click();
      await page.waitForURL(/\/sandbox\/cards\//);
      await page.getByLabel('Card number').fill('4111 1111 1111 1111');
      await page.getByLabel('Expiry month (MM)').fill('12');
      await page.getByLabel('Expiry year (YYYY)').fill('2031');
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByLabel('Name on the card').fill('Huda Cashout');
      await page.getByRole('button', { name: 'Save card' }).click();
      await page.waitForURL(/\/profile\?tab=payment-methods&card=saved/);
      await page.getByText('Card saved.').waitFor();
      await page.getByRole('list', { name: 'Saved cards' }).getByText('Visa ending in 1111').waitFor();
      await expectAxeClean(page);

      // 1,500 crystals to the card (the card minimum), then copy the transaction id.
      await page.goto(`${baseUrl}/wallet`);
      await panel.getByRole('radio', { name: 'Saved card' }).check();
      await panel.getByRole('radio', { name: /Visa/ }).waitFor();
      await panel.getByRole('button', { name: 'Withdraw' }).click();
      // Issue 34 row 12: a review first; nothing leaves until it is confirmed.
      const review = page.getByRole('dialog', { name: 'Review your withdrawal' });
      await review.waitFor();
      await review.getByText('You are withdrawing 1,500 crystals ($30.00) to Visa ending in 1111.').waitFor();
      await expectAxeClean(page);
      expect(await pendingPayouts(admin, player.userId)).toEqual([]);
      await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Withdrawal requested' });
      await confirmation.waitFor();
      // The receipt names the card (issue 34 row 12), not just "Card".
      await confirmation.getByText('Visa ending in 1111', { exact: true }).first().waitFor();
      await expectAxeClean(page);
      await confirmation.getByRole('button', { name: 'Copy' }).click();
      await confirmation.getByText('Copied').first().waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const [cardPayout] = (await pendingPayouts(admin, player.userId)).filter(
        (payout) => payout.method === 'card',
      );
      expect(cardPayout).toMatchObject({ crystals: 1_500, transactionId: copied });
      await confirmation.getByRole('button', { name: 'Done' }).click();

      // 1,000 crystals to a payment email (the account's email, filled in).
      await panel.getByRole('radio', { name: 'Payment email' }).check();
      await expect
        .poll(() => panel.getByRole('textbox', { name: 'Payment email' }).inputValue())
        .toBe(player.email);
      // The slider keeps 1,500 from the card; down to this method's minimum, 1,000.
      const slider = panel.getByRole('slider');
      await slider.focus();
      for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft');
      await panel.getByText('1,000 crystals').first().waitFor();
      await panel.getByRole('button', { name: 'Withdraw' }).click();
      await review.getByText(`You are withdrawing 1,000 crystals ($20.00) to ${player.email}.`).waitFor();
      await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
      await confirmation.waitFor();
      await confirmation.getByText(player.email).first().waitFor();
      await confirmation.getByRole('button', { name: 'Done' }).click();
      expect((await call<Wallet>('/api/wallet/get', { token: player.token })).crystalsAvailable).toBe(2_500);

      // Pending in the history until the operator approves and the sandbox provider pays.
      await page.goto(`${baseUrl}/wallet/transactions`);
      await page.getByText('Withdrawal of 1,500 crystals to a card').waitFor();
      await page.getByText('Withdrawal of 1,000 crystals to a payment email').waitFor();
      expect(await page.getByText('Pending', { exact: true }).count()).toBeGreaterThanOrEqual(2);
      const payouts = await pendingPayouts(admin, player.userId);
      expect(payouts.map((payout) => payout.crystals).sort()).toEqual([1_000, 1_500]);
      for (const payout of payouts) {
        await call(`/api/admin/payouts/${payout.id}/approve`, { method: 'POST', token: admin, body: {} });
        await call(`/sandbox/payouts/${payout.id}/pay`, {
          method: 'POST',
          body: {},
          headers: sandboxKeyHeaders,
        });
      }
      await page.reload();
      const rows = page.getByRole('listitem').filter({ hasText: /Withdrawal of 1,[05]00 crystals/ });
      await expect.poll(() => rows.count()).toBe(2);
      await expect.poll(() => rows.filter({ hasText: 'Completed' }).count()).toBe(2);
      await expectAxeClean(page);

      // The wallet's timeline (issue 34): both paid, each with its USD value and destination.
      await page.goto(`${baseUrl}/wallet`);
      const timeline = page.getByRole('region', { name: 'Recent withdrawals' });
      await timeline.getByText('To Visa ending in 1111').waitFor();
      await timeline.getByText(`To ${player.email}`).waitFor();
      await timeline.getByText('$30.00').waitFor();
      await timeline.getByText('$20.00').waitFor();
      await expect.poll(() => timeline.getByText('Paid', { exact: true }).count()).toBe(2);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  it('gives the crystals back once when the provider fails the payout, in Arabic on a phone', async () => {
    const admin = await adminToken();
    const player = await newVerifiedPlayer('refund', 'Omar Refund');
    const { context, page } = await signedInPage(browser, player.token, {
      viewport: 'phone',
      language: 'ar',
    });
    try {
      const crystals = await winLeagueChallenge(player, 'free', admin);
      expect(crystals).toBe(1_250); // first place of the free challenge: $25

      // Verified at once by the sandbox check (a file named like any passport).
      const form = new FormData();
      form.append('passport', new Blob([png], { type: 'image/png' }), 'passport.png');
      const uploaded = await fetch(`${apiUrl}/api/passport-verification/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${player.token}` },
        body: form,
      });
      expect(((await uploaded.json()) as { data: { status: string } }).data.status).toBe('verified');

      await page.goto(`${baseUrl}/wallet`);
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const panel = page.getByRole('region', { name: ar.wallet.withdrawal.title });
      await panel.waitFor();
      await expectAxeClean(page);
      await panel.getByRole('button', { name: ar.wallet.withdrawal.submit }).click();
      const review = page.getByRole('dialog', { name: ar.wallet.withdrawal.review.title });
      await review.waitFor();
      await expectAxeClean(page);
      expect(await pendingPayouts(admin, player.userId)).toEqual([]);
      await review.getByRole('button', { name: ar.wallet.withdrawal.review.confirm }).click();
      const confirmation = page.getByRole('dialog', { name: ar.wallet.withdrawal.confirm.title });
      await confirmation.waitFor();
      await expectAxeClean(page);
      await confirmation.getByRole('button', { name: ar.wallet.withdrawal.confirm.done }).click();
      expect((await call<Wallet>('/api/wallet/get', { token: player.token })).crystalsAvailable).toBe(250);

      // The operator approves; the provider fails it, and says so twice.
      const [payout] = await pendingPayouts(admin, player.userId);
      expect(payout).toMatchObject({ method: 'paypal', crystals: 1_000 });
      await call(`/api/admin/payouts/${payout!.id}/approve`, { method: 'POST', token: admin, body: {} });
      await call(`/sandbox/payouts/${payout!.id}/fail`, {
        method: 'POST',
        body: { reason: 'Account closed' },
        headers: sandboxKeyHeaders,
      });
      await fetch(`${apiUrl}/sandbox/payouts/${payout!.id}/fail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sandboxKeyHeaders },
        body: JSON.stringify({ reason: 'Account closed' }),
      });
      expect((await call<Wallet>('/api/wallet/get', { token: player.token })).crystalsAvailable).toBe(1_250);
      const history = await call<{
        transactions: { transactionType: string; amount: number; status: string }[];
      }>('/api/wallet/transactions?page=1&limit=50', { token: player.token });
      const refunds = history.transactions.filter((row) => row.transactionType === 'withdrawal_refund');
      expect(refunds).toEqual([expect.objectContaining({ amount: 1_000, status: 'completed' })]);
      expect(history.transactions.find((row) => row.transactionType === 'withdrawal')).toMatchObject({
        amount: -1_000,
        status: 'failed',
      });

      await page.goto(`${baseUrl}/wallet/transactions`);
      await page.getByText(ar.transaction.status.refunded, { exact: true }).first().waitFor();
      await expectAxeClean(page);

      // The wallet's timeline (issue 34): the payout failed, the crystals came back, with the reason.
      await page.goto(`${baseUrl}/wallet`);
      const timeline = page.getByRole('region', { name: ar.wallet.withdrawal.timeline.title });
      await timeline.getByText(ar.wallet.withdrawal.timeline.steps.refunded).waitFor();
      await timeline
        .getByText(ar.wallet.withdrawal.timeline.status.failed, { exact: true })
        .first()
        .waitFor();
      await timeline.getByText(/Account closed/).waitFor();
      await expectAxeClean(page);
      expect(
        (
          await call<{ data: { canWithdraw: boolean } }>('/api/passport-verification/can-withdraw', {
            token: player.token,
          })
        ).data.canWithdraw,
      ).toBe(true);
    } finally {
      await context.close();
    }
  });
});
