// Operator content in four languages (issue 31, docs/decisions/0058), in Chromium against the real
// server: an admin creates challenges with an Arabic title through the operator API; an Arabic reader
// gets it from the API (the language cookie, or Accept-Language as the server renderer's in-process
// fetch sends it), sees it on the /challenges card and the detail page in the app, and in the
// notification the lifecycle makes when it starts; a Hindi reader sees the English title. (The
// challenge pages are signed-in pages: the server renders the sign-in page for a visitor, decision
// 0041, so no server-rendered page shows a challenge's title.)
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, baseUrl, call, login } from './support/api';
import { launchBrowser, waitForApp } from './support/browser';
import { challengeDetail, linkRiotAccount, waitForChallengeStatus } from './support/challenges';
import { signedInPage } from './support/journeys';

const stamp = Date.now() % 1_000_000;
const english = `Translation Cup ${stamp}`;
const arabic = `كأس الترجمة ${stamp}`;

async function create(admin: string, startsAt: Date, minPlayers: number): Promise<string> {
  const answer = await call<{ data: { id: string } }>('/api/admin/challenges', {
    method: 'POST',
    token: admin,
    body: {
      title: english,
      shortDescription: `${english}: in four languages.`,
      description: `<p>${english}: in four languages.</p>`,
      gameId: 'valorant',
      type: 'daily',
      preset: 'daily',
      startsAt: startsAt.toISOString(),
      minPlayers,
      translations: { ar: { title: arabic } },
    },
  });
  return answer.data.id;
}

let browser: Browser;
let admin: string;
let upcoming: string;
/** A player registered in Arabic (the account's language), with a Riot account for Valorant. */
let arabicReader: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  upcoming = await create(admin, new Date(Date.now() + 2 * 3_600_000), 2);
  const email = `translations-${Date.now()}@example.com`;
  const password = 'translations-player-1';
  await call('/api/auth/register', {
    method: 'POST',
    body: {
      name: 'Layla',
      email,
      password,
      passwordConfirm: password,
      country: 'AE',
      dob: '1998-03-03',
      language: 'ar',
    },
  });
  arabicReader = await login(email, password);
  await linkRiotAccount(arabicReader, `tr${stamp}`, 'valorant');
});

afterAll(async () => {
  await browser?.close();
});

/** The signed-in app at `path` for a reader whose chosen language is `language` (stored and in the cookie). */
async function appPage(path: string, language: 'ar' | 'hi') {
  const opened = await signedInPage(browser, arabicReader, { language });
  await opened.context.addCookies([
    { name: 'arena_lang', value: language, domain: new URL(baseUrl).hostname, path: '/' },
  ]);
  await opened.page.goto(`${baseUrl}${path}`);
  await waitForApp(opened.page);
  return opened;
}

describe('a challenge with an Arabic title', () => {
  it('is read in Arabic by the API (cookie or Accept-Language, as the server renderer asks), in English in Hindi', async () => {
    const title = async (path: string, headers: Record<string, string>) =>
      (await call<{ data: { title: string } }>(path, { headers })).data.title;
    const detail = `/api/challenge/${upcoming}`;
    expect(await title(detail, { cookie: 'arena_lang=ar' })).toBe(arabic);
    expect(await title(detail, { 'accept-language': 'ar' })).toBe(arabic);
    expect(await title(detail, { 'accept-language': 'hi' })).toBe(english);
    expect((await challengeDetail(upcoming)).title).toBe(english);
    const list = async (language: string) =>
      (
        await call<{ data: { id: string; title: string }[] }>('/api/challenge/list?gameId=valorant', {
          headers: { cookie: `arena_lang=${language}` },
        })
      ).data.find((challenge) => challenge.id === upcoming)?.title;
    // One after the other: the shared cache answers each language its own list.
    expect(await list('ar')).toBe(arabic);
    expect(await list('hi')).toBe(english);
    expect(await list('ar')).toBe(arabic);
  });

  it('shows the Arabic title on the card and the detail page in the app; a Hindi reader sees English', async () => {
    const { context, page } = await appPage('/challenges/valorant', 'ar');
    try {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: arabic }) });
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByText(english, { exact: true }).count()).toBe(0);
      // The detail page: a signed-in page, so the app fetches its data itself (decision 0041).
      await page.goto(`${baseUrl}/challenge/${upcoming}`);
      await waitForApp(page);
      await expect
        .poll(() => page.getByRole('heading', { name: arabic }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await page.getByText(english, { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }

    const hindi = await appPage(`/challenge/${upcoming}`, 'hi');
    try {
      await expect
        .poll(() => hindi.page.getByRole('heading', { name: english }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await hindi.page.getByText(arabic, { exact: true }).count()).toBe(0);
    } finally {
      await hindi.context.close();
    }
  });

  it('names the challenge in Arabic in the inbox of an Arabic reader, in English for a Hindi one', async () => {
    const token = arabicReader;
    const starting = await create(admin, new Date(Date.now() + 6_000), 1);
    await call('/api/challenge/enroll', { method: 'POST', token, body: { challengeId: starting } });
    await waitForChallengeStatus(starting, 1);

    type Inbox = { items: { kind: string; challengeId: string | null; challengeTitle: string | null }[] };
    const titleIn = async (headers: Record<string, string>) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const inbox = await call<Inbox>('/api/notifications', { token, headers });
        const entry = inbox.items.find(
          (item) => item.challengeId === starting && item.kind === 'challenge_started',
        );
        if (entry) return entry.challengeTitle;
        if (Date.now() > deadline) throw new Error('no "started" entry within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    expect(await titleIn({ cookie: 'arena_lang=ar' })).toBe(arabic);
    // The account's language (Arabic, chosen at registration) when the request names none.
    expect(await titleIn({ 'accept-language': '' })).toBe(arabic);
    expect(await titleIn({ 'accept-language': 'hi' })).toBe(english);
  });
});
