// The API reference (issue 31, docs/decisions/0057): /api/docs is Swagger UI served by the server itself
// (no CDN) under the site's content security policy. In real Chromium it loads the generated document,
// lists the operations (a virtual list once the document is long: found by scrolling), raises no CSP violation or failed request, and axe finds nothing.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/api';
import { axeViolations, launchBrowser, viewports } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('/api/docs', () => {
  it('renders the operations from /api/openapi.json inside the CSP, with no axe violation', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));

    const response = await page.goto(`${baseUrl}/api/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Swagger UI breaks long paths with zero-width spaces: compare the text without them.
    const paths = () =>
      page.$$eval('.opblock-summary-path', (nodes) =>
        nodes.map((node) => (node.textContent ?? '').replace(/\u200b/g, '')),
      );
    await expect.poll(async () => (await paths()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // A long document's operations are a virtual list (Swagger UI renders those near the viewport): a reader
    // scrolling through it meets every one.
    const seen = new Set<string>();
    for (let step = 0; step < 400; step += 1) {
      for (const found of await paths()) seen.add(found);
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight / 2);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(30);
      if (atEnd) {
        for (const found of await paths()) seen.add(found);
        break;
      }
    }
    expect(seen).toContain('/api/wallet/get');
    expect(seen.size).toBeGreaterThan(90);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.locator('.info .title').first().textContent()).toContain('Arena API');

    const violations = await axeViolations(page);
    console.info(
      'AXE',
      violations.map((v) => v.slice(0, 400)),
    );
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
