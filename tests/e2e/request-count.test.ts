// Issue 34 row 13: a signed-in page load asks for the wallet and the notifications once each. The header's
// balances and bell, the wallet page and the store read one wallet machine and one bell machine
// (apps/site/src/session/session-actor.ts); they used to be told "signed in" after starting signed in, and
// asked again. Playwright records every request the page makes from its first byte until it has settled.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newVerifiedPlayer } from './support/api';
import { launchBrowser } from './support/browser';

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await newVerifiedPlayer('requests', 'Sami Requests'));
});

afterAll(async () => {
  await browser?.close();
});

/** The API paths a signed-in load of `path` requested, with how often, once the page has settled. */
async function requestsOf(path: string): Promise<Map<string, number>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'arena_signed_in', value: '1', url: baseUrl }]);
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = `${request.method()} ${url.pathname}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  try {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    // The balances are in the header (it is busy while they load) and nothing is on its way.
    await page.locator('header [aria-busy="true"]').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    return counts;
  } finally {
    await context.close();
  }
}

describe('each signed-in page load asks for the wallet and the notifications once (issue 34 row 13)', () => {
  for (const path of ['/wallet', '/challenges', '/store']) {
    it(`${path}: GET /api/wallet/get and GET /api/notifications once each`, async () => {
      const counts = await requestsOf(path);
      const seen = JSON.stringify([...counts]);
      expect(counts.get('GET /api/wallet/get'), seen).toBe(1);
      expect(counts.get('GET /api/notifications'), seen).toBe(1);
    });
  }
});
