// Issue 33, share cards (docs/decisions/0067-share-cards.md): what a crawler reads of the demo player's Arabic
// public profile (the server-rendered page's og:image, a 1200×630 PNG), and "Share my result" on a finished
// challenge they took part in: without Web Share the link is copied ("Link copied"), and that link's page
// names their result card; English and Arabic, axe clean.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, baseUrl, call, expectAxeClean, login } from './support/api';
import { launchBrowser, waitForApp } from './support/browser';
import { signedInPage } from './support/journeys';

type Language = 'en' | 'ar';
type Words = { share: { button: string; copied: string } };
const words = (language: Language) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Words;

let browser: Browser;
let token: string;
let userId: string;
let challengeId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await login('player@arena.gg', 'arena-demo-2026');
  userId = (await call<{ data: { user: { id: string } } }>('/api/users/me', { token })).data.user.id;
  // A finished challenge the demo player took part in (the seed's Premier Cup and Daily Grind).
  const finished = await call<{ data: { id: string; isParticipating: boolean; voidReason?: string }[] }>(
    '/api/challenge/list?status=2',
    { token },
  );
  const played = finished.data.find((challenge) => challenge.isParticipating && !challenge.voidReason);
  expect(played).toBeDefined();
  challengeId = played!.id;
});

afterAll(async () => {
  await browser?.close();
});

/** The page's social tags, as a crawler (no script, no cookie but the language) reads them. */
async function crawl(path: string, language?: Language): Promise<Record<string, string>> {
  const answer = await fetch(`${apiUrl}${path}`, {
    headers: { accept: 'text/html', ...(language ? { cookie: `arena_lang=${language}` } : {}) },
  });
  expect(answer.status).toBe(200);
  const html = await answer.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const found: Record<string, string> = {};
  for (const match of head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">/g)) {
    found[match[1]!] = match[2]!;
  }
  return found;
}

async function expectCard(address: string | undefined) {
  expect(address).toMatch(new RegExp(`^${baseUrl}/api/share/`));
  const answer = await fetch(address!.replace(baseUrl, apiUrl));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/png');
  const png = Buffer.from(await answer.arrayBuffer());
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

describe('share cards', () => {
  it('gives a crawler the Arabic public profile’s tags and its 1200×630 card', async () => {
    const tags = await crawl(`/public-profile/${userId}`, 'ar');
    expect(tags['og:image']).toBe(`${baseUrl}/api/share/profile/${userId}/card?lang=ar`);
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:title']).toMatch(/على Arena$/);
    await expectCard(tags['og:image']);
  });

  it.each(['en', 'ar'] as const)(
    '"Share my result" copies the result’s link, whose page shows the result card (%s)',
    async (language) => {
      const { context, page } = await signedInPage(browser, token, { language });
      try {
        // Chromium on Linux has no Web Share; taken away anyway, so the copy fallback is what runs.
        await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
        await page.goto(`${baseUrl}/challenge/${challengeId}`);
        await waitForApp(page);
        await page.getByRole('button', { name: words(language).share.button }).click();
        await page.getByRole('button', { name: words(language).share.copied }).waitFor();
        const link = await page.evaluate(() => navigator.clipboard.readText());
        expect(link).toBe(`${baseUrl}/challenge/${challengeId}?player=${userId}`);
        await expectAxeClean(page);

        const tags = await crawl(new URL(link).pathname + new URL(link).search, language);
        expect(tags['og:image']).toBe(
          `${baseUrl}/api/share/challenge/${challengeId}/players/${userId}/card?lang=${language}`,
        );
        expect(tags['twitter:card']).toBe('summary_large_image');
        await expectCard(tags['og:image']);
      } finally {
        await context.close();
      }
    },
  );
});
