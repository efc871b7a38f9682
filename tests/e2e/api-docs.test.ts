// The API reference (issue 31, docs/decisions/0057): /api/docs is Swagger UI served by the server itself
// (no CDN) under the site's content security policy. In real Chromium it loads the generated document,
// lists the operations, raises no CSP violation or failed request, and axe finds nothing.
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
    await expect
      .poll(async () => (await paths()).includes('/api/wallet/get'), { timeout: 20_000 })
      .toBe(true);
    expect((await paths()).length).toBeGreaterThan(90);
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
