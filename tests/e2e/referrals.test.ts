// Referrals and the special offer end to end (issue 11): player A copies their referral link; player B
// opens it, registers, sees the pulsing gift, claims the offer, lands in the store and buys a pack that
// comes doubled; A sees B go from Pending to Ready to Claim, claims, and sees the crystals and XP rise.
// A third player, in Arabic on a phone, chooses "remind me later" (the gift comes back in a new browser
// session) and then "don't show again" (it does not). Real server, real Chromium, axe on every view.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, expectAxeClean, newVerifiedPlayer, verificationLink } from './support/api';
import { launchBrowser, viewports, waitForApp } from './support/browser';
import { buyOneGCoinByCard, signedInPage } from './support/journeys';

type OfferTexts = { giftButton: string; title: string; remindLater: string; neverShow: string };
const ar = JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as {
  referral: { title: string; offer: OfferTexts; list: { emptyTitle: string } };
};
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Wallet = { gCoinsAvailable: number; crystalsAvailable: number; referralRewardClaimed: boolean };
const wallet = (token: string) => call<Wallet>('/api/wallet/get', { token });
const xpOf = async (token: string) =>
  (await call<{ data: { user: { levelInfo: { experiencePoints: number } } } }>('/api/users/me', { token }))
    .data.user.levelInfo.experiencePoints;

/** The row of one referral in A's list. */
const referralRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your referrals' }).getByRole('listitem').filter({ hasText: name });

describe('referrals and the special offer', () => {
  it('A shares a link, B joins through it and buys doubled, A claims 50 crystals and 200 XP', async () => {
    const referrer = await newVerifiedPlayer('referrer', 'Omar Referrer');
    const a = await signedInPage(browser, referrer.token);
    const b = await browser.newContext({ viewport: viewports.phone });
    try {
      // A: the referral page with no referrals yet explains how referring works; copy the link.
      await a.page.goto(`${baseUrl}/referral`);
      await a.page.getByRole('heading', { name: 'Refer friends', level: 1 }).waitFor();
      await a.page.getByRole('heading', { name: 'No referrals yet' }).waitFor();
      const linkField = a.page.getByRole('textbox', { name: 'Your referral link' });
      const link = await linkField.inputValue();
      expect(link).toMatch(new RegExp(`^${baseUrl}/utm/referral/[A-Za-z0-9_-]+$`));
      const qr = a.page.getByRole('img', { name: 'QR code of your referral link' });
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await a.page.getByRole('button', { name: 'Copy link' }).click();
      await a.page.getByRole('button', { name: 'Link copied' }).waitFor();
      expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await a.page.getByText('0 of 15 referrals claimed').waitFor();
      await expectAxeClean(a.page);

      // B: opens the link (a phone, no account), is sent home with the referral remembered, registers.
      const bPage = await b.newPage();
      await bPage.goto(link);
      // The tracking redirect lands on the home page and the site keeps the code for 30 days.
      await expect
        .poll(async () => (await b.cookies()).find((cookie) => cookie.name === 'referral_id')?.value, {
          timeout: 30_000,
        })
        .toBe(link.split('/').pop());
      expect(new URL(bPage.url()).pathname).toBe('/');
      const friendEmail = `friend-${Date.now()}@example.com`;
      const friendPassword = 'friend-player-1';
      await bPage.goto(`${baseUrl}/join`);
      await waitForApp(bPage);
      await bPage.getByRole('tab', { name: 'Register' }).click();
      const form = bPage.getByRole('tabpanel');
      await form.getByLabel('Name', { exact: false }).fill('Sara Friend');
      await form.getByLabel('Email', { exact: false }).fill(friendEmail);
      await form.getByLabel('Password', { exact: false }).fill(friendPassword);
      await form.getByLabel('Country', { exact: false }).selectOption('AE');
      await form.getByLabel('Date of birth', { exact: false }).fill('2001-04-12');
      await form.getByRole('button', { name: 'Create account' }).click();
      await bPage
        .getByText('Registration successful. Please check your email to verify your account.')
        .waitFor();
      await bPage.goto(await verificationLink(friendEmail));
      await bPage.waitForURL(`${baseUrl}/verification-success`);

      // A: B is a referral now, Pending and not claimable until B's first purchase.
      await a.page.reload();
      const row = referralRow(a.page, 'Sara Friend');
      await row.getByText('Pending').waitFor();
      expect(await row.getByRole('button', { name: 'Not Claimable' }).isDisabled()).toBe(true);
      expect(await row.textContent()).toContain('f•••@example.com');

      // B signs in and sees the pulsing gift; the dialog offers the doubled first purchase.
      await bPage.goto(`${baseUrl}/join`);
      await waitForApp(bPage);
      const login = bPage.getByRole('tabpanel');
      await login.getByLabel('Email', { exact: false }).fill(friendEmail);
      await login.getByLabel('Password', { exact: false }).fill(friendPassword);
      await login.getByRole('button', { name: 'Log in', exact: true }).click();
      await bPage.waitForURL((url) => !url.pathname.startsWith('/join'));
      const friendToken = (await bPage.evaluate(() => localStorage.getItem('token'))) ?? '';
      expect((await wallet(friendToken)).referralRewardClaimed).toBe(false);
      await bPage.getByRole('button', { name: 'Special offer' }).click();
      const offer = bPage.getByRole('dialog', { name: 'Your first purchase, doubled' });
      await offer.waitFor();
      await expectAxeClean(bPage);
      await offer.getByRole('button', { name: 'Claim offer' }).click();
      await bPage.waitForURL(`${baseUrl}/store`);
      expect((await wallet(friendToken)).referralRewardClaimed).toBe(true);
      expect(await bPage.getByRole('button', { name: 'Special offer' }).count()).toBe(0);

      // B buys the 1-GCoin pack by card and gets two.
      await buyOneGCoinByCard(bPage);
      await expect.poll(async () => (await wallet(friendToken)).gCoinsAvailable, { timeout: 10_000 }).toBe(2);

      // A: B converted; claim it through the confirmation dialog.
      const crystalsBefore = (await wallet(referrer.token)).crystalsAvailable;
      const xpBefore = await xpOf(referrer.token);
      await a.page.reload();
      await row.getByText('Converted').waitFor();
      await row.getByRole('button', { name: 'Ready to Claim' }).click();
      const confirm = a.page.getByRole('dialog', { name: 'Claim your reward for Sara Friend?' });
      await confirm.getByText('Claim #1', { exact: true }).waitFor();
      await confirm.getByText('50 crystals and 200 XP', { exact: true }).waitFor();
      await expectAxeClean(a.page);
      await confirm.getByRole('button', { name: 'Claim reward' }).click();
      await a.page.getByText('You received 50 crystals and 200 XP.').waitFor();
      await row.getByRole('button', { name: 'Claimed' }).waitFor();
      expect(await row.getByRole('button', { name: 'Claimed' }).isDisabled()).toBe(true);
      await a.page.getByText('1 of 15 referrals claimed').waitFor();
      expect((await wallet(referrer.token)).crystalsAvailable).toBe(crystalsBefore + 50);
      expect(await xpOf(referrer.token)).toBe(xpBefore + 200);
      // The header's balance follows the claim without a reload.
      await a.page
        .getByRole('link', { name: new RegExp(`${(crystalsBefore + 50).toLocaleString('en-US')} crystals$`) })
        .waitFor();
      await expectAxeClean(a.page);
    } finally {
      await a.context.close();
      await b.close();
    }
  });

  it('remind later hides the gift for this browser session only; never again hides it for good (Arabic, phone)', async () => {
    const player = await newVerifiedPlayer('offer', 'Noor Offer');
    const first = await signedInPage(browser, player.token, { viewport: 'phone', language: 'ar' });
    let saved: StorageState | undefined;
    try {
      await first.page.goto(`${baseUrl}/referral`);
      await first.page.getByRole('heading', { name: ar.referral.title, level: 1 }).waitFor();
      await first.page.getByRole('heading', { name: ar.referral.list.emptyTitle }).waitFor();
      expect(await first.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectAxeClean(first.page);

      const gift = first.page.getByRole('button', { name: ar.referral.offer.giftButton });
      await gift.click();
      const dialog = first.page.getByRole('dialog', { name: ar.referral.offer.title });
      await dialog.waitFor();
      await expectAxeClean(first.page);
      await dialog.getByRole('button', { name: ar.referral.offer.remindLater }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await gift.count()).toBe(0);
      // Still hidden after a reload in the same session.
      await first.page.reload();
      await first.page.getByRole('heading', { name: ar.referral.title, level: 1 }).waitFor();
      expect(await gift.count()).toBe(0);
      saved = await first.context.storageState();
    } finally {
      await first.context.close();
    }
    // A new browser session (local storage carried over, session storage not) shows it again.
    const second = await signedInPage(browser, player.token, {
      viewport: 'phone',
      language: 'ar',
      storageState: saved,
    });
    let kept: StorageState | undefined;
    try {
      await second.page.goto(`${baseUrl}/referral`);
      const gift = second.page.getByRole('button', { name: ar.referral.offer.giftButton });
      await gift.click();
      const dialog = second.page.getByRole('dialog', { name: ar.referral.offer.title });
      await dialog.getByRole('button', { name: ar.referral.offer.neverShow }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await gift.count()).toBe(0);
      kept = await second.context.storageState();
    } finally {
      await second.context.close();
    }
    const third = await signedInPage(browser, player.token, {
      viewport: 'phone',
      language: 'ar',
      storageState: kept,
    });
    try {
      await third.page.goto(`${baseUrl}/referral`);
      await third.page.getByRole('heading', { name: ar.referral.title, level: 1 }).waitFor();
      // The wallet has loaded (the offer is still unclaimed on the server) and the gift stays away.
      expect((await wallet(player.token)).referralRewardClaimed).toBe(false);
      await third.page.waitForLoadState('networkidle');
      expect(await third.page.getByRole('button', { name: ar.referral.offer.giftButton }).count()).toBe(0);
      await expectAxeClean(third.page);
    } finally {
      await third.context.close();
    }
  });
});
