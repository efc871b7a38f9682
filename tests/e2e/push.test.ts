// Issue 33, Web Push end to end (docs/decisions/0069-web-push.md), English and Arabic, axe clean:
// two players (registered in English and in Arabic) subscribe a device each through the API, with a key
// pair the test makes (node:crypto ECDH P-256) and the sandbox push service as the endpoint; they turn off
// the "starts" pushes (so the result is the only one); an operator finishes the challenge they are in. The
// sandbox push service received exactly one push for each device, aes128gcm with a VAPID Authorization;
// decrypted (RFC 8291) it is the result in the player's language, and the player's notifications page
// shows the same words.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { adminToken, baseUrl, call, expectAxeClean, login } from './support/api';
import { launchBrowser, waitForApp } from './support/browser';
import { createChallenge, linkRiotAccount, waitForChallengeStatus } from './support/challenges';
import { signedInPage } from './support/journeys';
import { testPushDevice, type TestPushDevice } from './support/web-push';

type Language = 'en' | 'ar';
type Words = {
  notifications: { inbox: Record<string, string> & { listLabel: string } };
  push: { title: { challenge_result: string }; settings: { title: string; enable: string } };
};
const words = (language: Language) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Words;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

type Player = { language: Language; token: string; device: TestPushDevice };
type Received = { data: { headers: Record<string, string>; body: string }[] };
type Inbox = { items: { kind: string; result: { rank: number | null; players: number } | null }[] };

const run = Date.now() % 1_000_000;
const title = `Push Cup ${run}`;
let browser: Browser;
const players = {} as Record<Language, Player>;

async function player(language: Language, name: string): Promise<Player> {
  const email = `push${language}-${Date.now()}@example.com`;
  const password = `push-${language}-player-1`;
  await call('/api/auth/register', {
    method: 'POST',
    body: { name, email, password, passwordConfirm: password, country: 'AE', dob: '1998-03-03', language },
  });
  const token = await login(email, password);
  await linkRiotAccount(token, `Push${language}${run}`);
  const device = testPushDevice(baseUrl);
  await call('/api/push/subscriptions', {
    method: 'POST',
    token,
    body: { endpoint: device.endpoint, keys: device.keys },
  });
  // Only the result is wanted here: the start would be a push of its own.
  await call('/api/push/preferences', { method: 'PUT', token, body: { challenge_start: false } });
  return { language, token, device };
}

const received = (device: TestPushDevice) =>
  call<Received>(`/sandbox/push.json?endpoint=${encodeURIComponent(device.endpoint)}`);

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminToken();
  [players.en, players.ar] = await Promise.all([player('en', 'Pia Pushed'), player('ar', 'Pasha Pushed')]);
  const challengeId = await createChallenge(admin, {
    title,
    gameId: 'lol',
    preset: 'free',
    startsAt: new Date(Date.now() + 3_000),
    minPlayers: 1,
  });
  for (const who of Object.values(players)) {
    await call('/api/challenge/enroll', { method: 'POST', token: who.token, body: { challengeId } });
  }
  await waitForChallengeStatus(challengeId, 1);
  await call('/sandbox/matches', {
    method: 'POST',
    token: players.en.token,
    body: { gameId: 'lol', stats: { kills: 12, deaths: 2, assists: 8, cs: 180, visionScore: 20, win: true } },
  });
  await call(`/api/admin/challenges/${challengeId}/finish-now`, { method: 'POST', token: admin, body: {} });
});

afterAll(async () => {
  await browser?.close();
});

describe('Web Push', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`one encrypted push of the result, in ${language === 'en' ? 'English' : 'Arabic'}, as the notifications page says it`, async () => {
      const who = players[language];
      const text = words(language);
      // The push job runs every few seconds, after the finish committed.
      await expect.poll(async () => (await received(who.device)).data.length, { timeout: 30_000 }).toBe(1);
      const [message] = (await received(who.device)).data;
      expect(message?.headers['content-encoding']).toBe('aes128gcm');
      expect(message?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      const payload = JSON.parse(who.device.decrypt(message!.body)) as Record<string, string>;
      expect(Object.keys(payload).sort()).toEqual(['body', 'dir', 'lang', 'tag', 'title', 'url']);
      expect(payload).toMatchObject({
        title: text.push.title.challenge_result,
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        url: expect.stringMatching(/^\/challenge\/[\w-]+$/),
      });

      // The inbox's own words for the same entry: the rank of the players ranked, in the player's plural form.
      const entry = (await call<Inbox>('/api/notifications', { token: who.token })).items.find(
        (item) => item.kind === 'challenge_result',
      );
      const result = entry?.result;
      expect(result?.rank).not.toBeNull();
      const form = new Intl.PluralRules(language).select(result!.players);
      const shownTitle = language === 'ar' ? `\u2068${title}\u2069` : title;
      const sentence = fill(
        text.notifications.inbox[`result_${form}`] ?? text.notifications.inbox.result_other!,
        {
          title: shownTitle,
          rank: result!.rank!,
          count: result!.players,
        },
      );
      expect(payload.body?.split('\n')[0]).toBe(sentence);

      const { context, page } = await signedInPage(browser, who.token, { language });
      try {
        await page.goto(`${baseUrl}/notifications`);
        await waitForApp(page);
        const list = page.getByRole('list', { name: text.notifications.inbox.listLabel });
        await expect.poll(() => list.getByRole('link').filter({ hasText: sentence }).count()).toBe(1);
        // The settings section of this device is on the same page (this browser has not subscribed).
        await page.getByRole('heading', { name: text.push.settings.title }).waitFor();
        await expectAxeClean(page);
      } finally {
        await context.close();
      }
    });
  }
});
