// Issue 16 notifications in Chromium, English and Arabic, axe clean (decision 0034):
// - the demo player sees the unread count on the bell, opens the inbox, reads a result with its rank and
//   prize, marks everything read (the badge goes) and switches the email setting off and on;
// - two new players (registered in English and in Arabic) join a challenge that starts: the lifecycle makes
//   a "started" entry and mails it in each one's language; the Arabic inbox words it in Arabic; the sandbox
//   mailbox shows the mail, whose unsubscribe link opens /unsubscribe, where pressing the button confirms.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, baseUrl, call, expectAxeClean, login, sandboxMailKey } from './support/api';
import { launchBrowser, viewports, waitForApp } from './support/browser';
import { createChallenge, linkRiotAccount, waitForChallengeStatus } from './support/challenges';
import { signedInPage } from './support/journeys';

type Words = {
  nav: { menu: string };
  notifications: {
    bell: { label: string; labelUnread_one: string; labelUnread_other: string; menuUnread_one: string };
    inbox: {
      title: string;
      unread: string;
      listLabel: string;
      markAll: string;
      started: string;
      result_other: string;
      prize: string;
    };
    settings: { email: string };
    unsubscribe: { title: string; confirm: string; doneTitle: string; doneBody: string };
    mail: { startedSubject: string };
  };
};
const load = (language: 'en' | 'ar') =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Words;
const locales = { en: load('en').notifications, ar: load('ar').notifications };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
/** A Latin title inside an Arabic sentence is bidi-isolated on the page. */
const isolate = (text: string) => `\u2068${text}\u2069`;

type Inbox = {
  items: { kind: string; challengeTitle: string; readAt: string | null; result: unknown }[];
  unreadCount: number;
};
const inbox = (token: string) => call<Inbox>('/api/notifications', { token });
const emailSetting = (token: string) => call<{ email: boolean }>('/api/notifications/settings', { token });

type Player = { email: string; token: string };
/** Registers a player with the site's language (as the join page sends it) and links a Riot account. */
async function player(prefix: string, name: string, language: 'en' | 'ar'): Promise<Player> {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = `${prefix}-player-1`;
  await call('/api/auth/register', {
    method: 'POST',
    body: { name, email, password, passwordConfirm: password, country: 'AE', dob: '1998-03-03', language },
  });
  const token = await login(email, password);
  await linkRiotAccount(token, `${prefix}${Date.now() % 1_000_000}`);
  return { email, token };
}

type Mail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };
/** Waits for the notification mail with `subject` to `email` (the mail job runs every 15 s). */
async function mailTo(email: string, subject: string): Promise<Mail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const outbox = await call<{ data: Mail[] }>(
      `/sandbox/mail.json?to=${encodeURIComponent(email)}&key=${sandboxMailKey}`,
    );
    const mail = outbox.data.find((item) => item.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${email} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The header's bell (not the phone menu's link): its name, then its badge. */
const bell = (page: Page) => page.locator('header a[href="/notifications"]:not(nav a)');

let browser: Browser;
let title: string;
let english: Player;
let arabic: Player;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminToken();
  [english, arabic] = await Promise.all([
    player('notifen', 'Omar Notified', 'en'),
    player('notifar', 'Huda Notified', 'ar'),
  ]);
  title = `Notify Cup ${Date.now() % 1_000_000}`;
  const challengeId = await createChallenge(admin, {
    title,
    gameId: 'lol',
    preset: 'free',
    startsAt: new Date(Date.now() + 6_000),
    minPlayers: 1,
  });
  for (const who of [english, arabic]) {
    await call('/api/challenge/enroll', { method: 'POST', token: who.token, body: { challengeId } });
  }
  // The lifecycle's next tick starts it, and with it each participant's "started" entry.
  await waitForChallengeStatus(challengeId, 1);
});

afterAll(async () => {
  await browser?.close();
});

describe('the inbox', () => {
  it('the demo player: the bell, a result with rank and prize, mark all read, the email setting (English)', async () => {
    const text = locales.en;
    const token = await login('player@arena.gg', 'arena-demo-2026');
    const before = await inbox(token);
    expect(before.unreadCount).toBeGreaterThan(0);
    const { context, page } = await signedInPage(browser, token);
    try {
      await page.goto(`${baseUrl}/challenges`);
      await waitForApp(page);
      const unreadName = fill(
        before.unreadCount === 1 ? text.bell.labelUnread_one : text.bell.labelUnread_other,
        {
          count: before.unreadCount,
        },
      );
      await expect.poll(() => bell(page).textContent()).toBe(`${unreadName}${String(before.unreadCount)}`);
      await page.getByRole('link', { name: unreadName, exact: true }).click();
      await page.waitForURL(`${baseUrl}/notifications`);
      const list = page.getByRole('list', { name: text.inbox.listLabel });
      // The seeded result of the finished Valorant Premier Cup: 2nd of 13, a $50.00 prize.
      const result = list.getByRole('link').filter({
        hasText: fill(text.inbox.result_other, { rank: 2, count: 13, title: 'Valorant Premier Cup' }),
      });
      await expect.poll(() => result.count()).toBeGreaterThan(0);
      await expect
        .poll(() => result.first().textContent())
        .toContain(fill(text.inbox.prize, { title: '2nd place', value: '$50.00' }));
      await expectAxeClean(page);

      await page.getByRole('button', { name: text.inbox.markAll }).click();
      await expect.poll(() => bell(page).textContent()).toBe(text.bell.label);
      expect(await page.getByRole('button', { name: text.inbox.markAll }).count()).toBe(0);
      await expect.poll(async () => (await inbox(token)).unreadCount).toBe(0);

      const toggle = page.getByRole('switch', { name: text.settings.email });
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.click();
      await expect.poll(async () => (await emailSetting(token)).email).toBe(false);
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await expect.poll(async () => (await emailSetting(token)).email).toBe(true);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  it('a player who registered in Arabic reads the started entry in Arabic, on a phone', async () => {
    const text = locales.ar;
    const { context, page } = await signedInPage(browser, arabic.token, {
      language: 'ar',
      viewport: 'phone',
    });
    try {
      await page.goto(`${baseUrl}/notifications`);
      await waitForApp(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const list = page.getByRole('list', { name: text.inbox.listLabel });
      await expect
        .poll(() => list.getByRole('link').first().textContent(), { timeout: 20_000 })
        .toContain(fill(text.inbox.started, { title: isolate(title) }));
      // On a phone the count rides on the menu button (the bell stands in the bar from tablet width).
      expect((await inbox(arabic.token)).unreadCount).toBe(1);
      await page
        .getByRole('button', { name: fill(text.bell.menuUnread_one, { count: 1 }), exact: true })
        .waitFor();
      await expectAxeClean(page);
      await page.getByRole('button', { name: text.inbox.markAll }).click();
      await page.getByRole('button', { name: load('ar').nav.menu, exact: true }).waitFor();
      expect(await list.getByText(text.inbox.unread, { exact: true }).count()).toBe(0);
      await expect.poll(async () => (await inbox(arabic.token)).unreadCount).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the mail and its unsubscribe link', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`the started mail in ${language === 'en' ? 'English' : 'Arabic'}: the mailbox's unsubscribe link, pressed`, async () => {
      const text = locales[language];
      const who = language === 'en' ? english : arabic;
      const mail = await mailTo(who.email, fill(text.mail.startedSubject, { title }));
      if (language === 'ar') expect(mail.html).toMatch(/dir="rtl"/);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(await emailSetting(who.token)).toEqual({ email: true });

      // The sandbox outbox is the server's page, not the app's: opened as it is, in the reader's language.
      const context = await browser.newContext({ viewport: viewports.desktop });
      await context.addInitScript((value) => localStorage.setItem('language', value), language);
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}/sandbox/mail?key=${sandboxMailKey}`);
        const link = page
          .locator('article', { hasText: who.email })
          .filter({ hasText: fill(text.mail.startedSubject, { title }) })
          .locator('a[href*="/unsubscribe?token="]')
          .first();
        await link.click();
        await page.waitForURL(/\/unsubscribe\?token=/);
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: text.unsubscribe.title }).waitFor();
        // Opening the link changed nothing: only the press does (mail scanners open links).
        expect(await emailSetting(who.token)).toEqual({ email: true });
        await expectAxeClean(page);
        await page.getByRole('button', { name: text.unsubscribe.confirm }).click();
        await page.getByRole('heading', { level: 1, name: text.unsubscribe.doneTitle }).waitFor();
        expect(await page.getByText(text.unsubscribe.doneBody).count()).toBe(1);
        expect(await emailSetting(who.token)).toEqual({ email: false });
        await expectAxeClean(page);
      } finally {
        await context.close();
      }
    });
  }
});
