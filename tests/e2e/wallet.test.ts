// Wallet and store end to end (spec §2 Store, Wallet, Transaction history, Payment result pages; §4 Card
// payment flow): a new player buys through the sandbox checkout (first purchase doubled) and the hosted page
// in AED, declines a third payment, sees every movement in the history; the demo player exchanges crystals.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, viewports } from './support/browser';

const baseUrl = inject('baseUrl');
const apiUrl = baseUrl.replace('localhost', '127.0.0.1');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function login(email: string, password: string): Promise<string> {
  const answer = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function newPlayer(): Promise<{ email: string; token: string }> {
  const email = `buyer-${Date.now()}@example.com`;
  const password = 'buyer-password-1';
  const registered = await fetch(`${apiUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Omar Buyer',
      email,
      password,
      passwordConfirm: password,
      country: 'AE',
      dob: '1999-01-02',
    }),
  });
  expect(registered.status).toBe(201);
  return { email, token: await login(email, password) };
}

async function wallet(token: string): Promise<{ gCoinsAvailable: number; crystalsAvailable: number }> {
  const answer = await fetch(`${apiUrl}/api/wallet/get`, { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as { gCoinsAvailable: number; crystalsAvailable: number };
}

async function signedIn(token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return { context, page: await context.newPage() };
}

const pack = (page: Page, gCoins: number) =>
  page.getByRole('article', { name: gCoins === 1 ? '1 GCoin' : `${gCoins} GCoins` });

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('buying GCoins', () => {
  it('card checkout (doubled), hosted page in AED, a declined payment, and the history', async () => {
    const player = await newPlayer();
    const { context, page } = await signedIn(player.token);
    try {
      // /store/gcoin3 preselects the 3-pack; the first-purchase offer is shown.
      await page.goto(`${baseUrl}/store/gcoin3`);
      await page.getByText('Your first GCoin purchase is doubled: buy one, get one free.').waitFor();
      expect(await pack(page, 3).getAttribute('aria-current')).toBeTruthy();
      await expectAxeClean(page);

      // Card checkout through the sandbox approval page.
      await pack(page, 3).getByRole('button', { name: 'Pay by card' }).click();
      await page.waitForURL(/\/sandbox\/checkout\//);
      expect(await page.locator('main').textContent()).toContain('14.86');
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 20_000 });
      await page.getByText('6 GCoins were added to your wallet.').waitFor();
      expect(await wallet(player.token)).toMatchObject({ gCoinsAvailable: 6 });
      await expectAxeClean(page);

      // The hosted payment page in AED: the store shows the same price the page charges.
      await page.goto(`${baseUrl}/store`);
      await page.getByLabel('Currency').selectOption('AED');
      await expect.poll(() => pack(page, 1).textContent()).toMatch(/AED\s20\.20/);
      await pack(page, 1).getByRole('button', { name: 'Pay in AED' }).click();
      await page.waitForURL(/\/sandbox\/pay\//);
      expect(await page.locator('main').textContent()).toContain('20.20');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/payments\/success\?payment_id=/);
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      await page.getByText('1 GCoin was added to your wallet.').waitFor();
      await page.getByText('Transaction ID').waitFor();
      await expectAxeClean(page);
      expect(await wallet(player.token)).toMatchObject({ gCoinsAvailable: 7 });

      // A third payment is declined: the failure page, and nothing charged.
      await page.goto(`${baseUrl}/store`);
      await page.getByLabel('Currency').selectOption('AED');
      await pack(page, 5).getByRole('button', { name: 'Pay in AED' }).click();
      await page.waitForURL(/\/sandbox\/pay\//);
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.waitForURL(/\/payments\/failed/);
      await page.getByText('Your payment has failed. No charges were made.').waitFor();
      expect(await page.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/store');
      await expectAxeClean(page);
      expect(await wallet(player.token)).toMatchObject({ gCoinsAvailable: 7 });

      // Every movement in the history, searchable and filterable.
      await page.goto(`${baseUrl}/wallet/transactions`);
      const list = page.getByRole('list', { name: 'Transaction history' });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
      await expectAxeClean(page);
      await page.getByLabel('Search').fill('bonus');
      await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
      await page.getByLabel('Search').fill('');
      await page.getByLabel('Type').selectOption('purchase');
      await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
      await page.getByLabel('Search').fill('nothing like this');
      await page.getByText('No transactions match your filters').waitFor();
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });
});

describe('exchanging crystals', () => {
  it('the demo player exchanges crystals won as prizes for GCoins after confirming', async () => {
    const token = await login('player@arena.gg', 'arena-demo-2026');
    const before = await wallet(token);
    expect(before.crystalsAvailable).toBeGreaterThanOrEqual(275);
    const { context, page } = await signedIn(token);
    try {
      await page.goto(`${baseUrl}/store`);
      await page.getByRole('button', { name: 'Exchange', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm the exchange' });
      await dialog.waitFor();
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: 'Exchange now' }).click();
      await page.getByText('Done: 1 GCoin added to your wallet.').waitFor();
      expect(await wallet(token)).toEqual({
        ...before,
        gCoinsAvailable: before.gCoinsAvailable + 1,
        crystalsAvailable: before.crystalsAvailable - 275,
      });

      await page.goto(`${baseUrl}/wallet`);
      await page.getByRole('heading', { name: 'Wallet', level: 1 }).waitFor();
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });
});

describe('money pages in Arabic', () => {
  it('store, wallet and history render right-to-left on a phone and pass axe', async () => {
    const token = await login('player@arena.gg', 'arena-demo-2026');
    const context = await browser.newContext({ viewport: viewports.phone });
    await context.addInitScript((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('language', 'ar');
    }, token);
    const page = await context.newPage();
    try {
      for (const [path, heading] of [
        ['/store', 'المتجر'],
        ['/wallet', 'المحفظة'],
        ['/wallet/transactions', 'سجل المعاملات'],
        ['/payments/failed', 'فشل الدفع'],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await expectAxeClean(page);
      }
    } finally {
      await context.close();
    }
  });
});
