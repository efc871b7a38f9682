// Issue 34, row 4, end to end: the special offer ("Your first purchase, doubled") is offered to a new
// player, and not to a player whose first purchase is made (the wallet's firstPurchaseBonusAvailable is
// false), even though they never claimed the offer; in English and in Arabic.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json' with { type: 'json' };
import { baseUrl, call, expectAxeClean, newPlayer } from './support/api';
import { launchBrowser, waitForApp } from './support/browser';
import { buyOneGCoinByCard, signedInPage } from './support/journeys';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Wallet = {
  gCoinsAvailable: number;
  firstPurchaseBonusAvailable?: boolean;
  referralRewardClaimed: boolean;
};
const wallet = (token: string) => call<Wallet>('/api/wallet/get', { token });

/** Opens `path` and waits for the header's wallet to show its balances and every lazy part to load. */
async function openLoaded(page: Page, path: string, walletLabel: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await waitForApp(page);
  await page.getByRole('link', { name: walletLabel }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the special offer', () => {
  it('is offered before the first purchase, and not once it is made', async () => {
    const { token } = await newPlayer('offer', 'Huda Offer');
    expect(await wallet(token)).toMatchObject({
      gCoinsAvailable: 0,
      firstPurchaseBonusAvailable: true,
      referralRewardClaimed: false,
    });
    const { context, page } = await signedInPage(browser, token);
    try {
      // Before: the gift opens "Your first purchase, doubled".
      await openLoaded(page, '/challenges', 'Wallet: 0 GCoins, 0 crystals');
      await page.getByRole('button', { name: 'Special offer' }).click();
      const offer = page.getByRole('dialog', { name: 'Your first purchase, doubled' });
      await offer.waitFor();
      await offer.getByRole('button', { name: 'Close' }).first().click();
      await offer.waitFor({ state: 'hidden' });

      // The first purchase (doubled: 2 GCoins for the 1-pack), the offer never claimed.
      await buyOneGCoinByCard(page);
      await expect
        .poll(() => wallet(token), { timeout: 10_000 })
        .toMatchObject({
          gCoinsAvailable: 2,
          firstPurchaseBonusAvailable: false,
          referralRewardClaimed: false,
        });

      // After: no gift and no offer on any page, and the store no longer promises a doubled purchase.
      for (const path of ['/challenges', '/', '/store']) {
        await openLoaded(page, path, 'Wallet: 2 GCoins, 0 crystals');
        expect(await page.getByRole('button', { name: 'Special offer' }).count(), path).toBe(0);
        expect(await page.getByRole('dialog', { name: 'Your first purchase, doubled' }).count(), path).toBe(
          0,
        );
      }
      expect(
        await page.getByText('Your first GCoin purchase is doubled: buy one, get one free.').count(),
      ).toBe(0);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }

    // In Arabic too: no gift for this player.
    const arabic = await signedInPage(browser, token, { language: 'ar' });
    try {
      const balances = ar.nav.walletBalances.replace('{{gCoins}}', '2').replace('{{crystals}}', '0');
      await openLoaded(arabic.page, '/challenges', balances);
      expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await arabic.page.getByRole('button', { name: ar.referral.offer.giftButton }).count()).toBe(0);
      expect(await arabic.page.getByRole('dialog', { name: ar.referral.offer.title }).count()).toBe(0);
    } finally {
      await arabic.context.close();
    }
  });
});
