// Steps several journeys take the same way in the browser: a signed-in page, the first GCoin bought by card
// through the sandbox checkout, and a Riot ID approved on the sandbox Riot sign-in page.
import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './api';
import { viewports } from './browser';

type StorageState = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'];

/** A browser context signed in with `token` (and the language stored, when given), clipboard allowed. */
export async function signedInPage(
  browser: Browser,
  token: string,
  options: { viewport?: keyof typeof viewports; language?: string; storageState?: StorageState } = {},
) {
  const context = await browser.newContext({
    viewport: viewports[options.viewport ?? 'desktop'],
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.addInitScript(
    ({ value, language }) => {
      localStorage.setItem('token', value);
      if (language) localStorage.setItem('language', language);
    },
    { value: token, language: options.language ?? '' },
  );
  return { context, page: await context.newPage() };
}

/** Buys the 1-GCoin pack by card: the store's pack page, the sandbox checkout's Approve, "Payment complete". */
export async function buyOneGCoinByCard(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/store/gcoin1`);
  await page.getByRole('article', { name: '1 GCoin' }).getByRole('button', { name: 'Pay by card' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 20_000 });
}

/** On the sandbox Riot sign-in page: approves a fresh Riot ID `<prefix><digits>#ARN`. */
export async function approveNewRiotId(page: Page, prefix: string): Promise<void> {
  await page.getByLabel('Another Riot ID:').check();
  await page.getByLabel('Game name').fill(`${prefix}${Date.now() % 1_000_000}`);
  await page.getByLabel('Tag line').fill('ARN');
  await page.getByRole('button', { name: 'Approve' }).click();
}
