// Challenges end to end (issue: challenges): a new player buys GCoins, links a sandbox Riot account for
// Valorant (choosing a region), joins a premium challenge, a sandbox match arrives, the leaderboard shows the
// score, the challenge ends, the winner's crystals and XP rise and the card shows the winners; a booster
// gives XP only. Axe on every page, in English and Arabic.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, baseUrl, call, expectAxeClean, login, newPlayer, sandboxMailKey } from './support/api';
import { launchBrowser, viewports } from './support/browser';
import { approveNewRiotId, buyOneGCoinByCard } from './support/journeys';

const arabicMail = (
  JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as {
    notifications: { mail: { gameOpenSubject: string } };
  }
).notifications.mail;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Me = { data: { user: { id: string; levelInfo: { experiencePoints: number } } } };
type Wallet = { gCoinsAvailable: number; crystalsAvailable: number };
type ChallengeRow = { id: string; title: string; type: string; status: number; isParticipating: boolean };

describe('a challenge from joining to prizes', () => {
  it('links Valorant through Riot, joins a premium challenge, scores a match, wins; a booster gives XP only', async () => {
    const { token } = await newPlayer('valorant', 'Zayed Valorant', 'AE', '2000-02-02');
    const me = await call<Me>('/api/users/me', { token });
    const context: BrowserContext = await browser.newContext({ viewport: viewports.desktop });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    try {
      // Buy GCoins by card (first purchase doubled: 2 GCoins for the 1-pack).
      await buyOneGCoinByCard(page);

      // A Riot return link this browser did not start (as an attacker would send it) links nothing: the
      // server checks the state against the cookie set when the browser was sent to Riot.
      await page.goto(`${baseUrl}/rso-login/lol?code=attacker-code&state=europe.attacker-state`);
      const refused = page.getByRole('dialog', { name: 'Riot sign-in failed' });
      await refused.waitFor();
      await refused
        .getByText('This Riot sign-in has expired or did not start here. Please try again.')
        .waitFor();
      await expectAxeClean(page);
      await refused.getByRole('button', { name: 'Back to challenges' }).click();
      await page.waitForURL(`${baseUrl}/challenges/lol`);
      const profile = '/api/users/profile/game-accounts';
      const none = await call<{ data: { connectedAccounts: unknown[] } }>(profile, { token });
      expect(none.data.connectedAccounts).toEqual([]);

      // Link Valorant: Riot sign-in (sandbox), then the region dialog, then back to the challenges.
      await page.goto(`${baseUrl}/challenges`);
      await page.getByText('Select a game to see its challenges.').waitFor();
      await expectAxeClean(page);
      await page
        .getByRole('list', { name: 'Games' })
        .getByRole('button', { name: /^Valorant/ })
        .click();
      await page.waitForURL(/\/sandbox\/riot\/authorize/);
      // The state cookie is stored even on http://localhost (Chromium treats it as a secure context).
      const rsoStateCookie = async () =>
        (await context.cookies(`${baseUrl}/api/game/lol/rso`)).find(({ name }) => name === 'arena_rso_state');
      expect(await rsoStateCookie()).toMatchObject({
        path: '/api/game',
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
      });
      await approveNewRiotId(page, 'Zayed');
      await page.waitForURL(/\/rso-login\/valorant\?code=/);
      const regions = page.getByRole('dialog', { name: 'Choose your Valorant region' });
      await regions.waitFor();
      await expectAxeClean(page);
      await regions.getByRole('radio', { name: /Europe/ }).check();
      await regions.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${baseUrl}/challenges/valorant`);
      expect(await rsoStateCookie()).toBeUndefined();
      await page
        .getByRole('list', { name: 'Games' })
        .getByRole('button', { name: /^Valorant.*Account linked/ })
        .waitFor();

      // Join the current premium challenge.
      const list = await call<{ data: ChallengeRow[] }>('/api/challenge/list?gameId=valorant&status=1', {
        token,
      });
      const premium = list.data.find((challenge) => challenge.type === 'main');
      const booster = list.data.find((challenge) => challenge.type === 'booster');
      expect(premium).toBeDefined();
      expect(booster).toBeDefined();
      await page.getByRole('tab', { name: 'Current' }).click();
      const cardTitled = (title: string) =>
        page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      const card = cardTitled(premium?.title ?? '');
      await card.getByRole('button', { name: 'Join' }).click();
      const dialog = page.getByRole('dialog', { name: `Join ${premium?.title}` });
      await dialog.waitFor();
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: 'Join challenge' }).click();
      await page.getByRole('dialog', { name: 'Successfully Enrolled!' }).waitFor();
      await page.getByRole('button', { name: 'OK' }).click();
      await card.getByText('You are registered').waitFor();
      expect(await call<Wallet>('/api/wallet/get', { token })).toMatchObject({ gCoinsAvailable: 1 });

      // A sandbox match arrives (an outsized one, so this player beats the demo roster): 400 kills, 10 deaths,
      // 100 assists, 200 headshots and a win → 3 × 400 + 100 − 10 + 200 = 1,490 points and a 20-point bonus.
      await call('/sandbox/matches', {
        method: 'POST',
        token,
        body: {
          userId: me.data.user.id,
          gameId: 'valorant',
          stats: { kills: 400, deaths: 10, assists: 100, headshots: 200, win: true },
        },
      });
      await page.goto(`${baseUrl}/challenge/${premium?.id}`);
      const row = page.getByRole('row', { name: /Zayed Valorant/ });
      await row.waitFor();
      // Rank 1, 1,490 points plus the 20-point bonus, one game; the player's own row is marked.
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells[0]).toBe('1');
      expect(cells[1]).toMatch(/^1,510/);
      expect(cells[1]).toContain('+20 bonus');
      expect(cells[2]).toBe('1');
      await expectAxeClean(page);

      // The challenge ends (an operator ends it now): crystals and XP rise; the card shows the winners.
      const before = await call<Wallet>('/api/wallet/get', { token });
      const admin = await adminToken();
      await call(`/api/admin/challenges/${premium?.id}/finish-now`, {
        method: 'POST',
        token: admin,
        body: {},
      });
      const after = await call<Wallet>('/api/wallet/get', { token });
      expect(after.crystalsAvailable).toBeGreaterThan(before.crystalsAvailable);
      const xpAfterPremium = (await call<Me>('/api/users/me', { token })).data.user.levelInfo
        .experiencePoints;
      expect(xpAfterPremium).toBeGreaterThan(me.data.user.levelInfo.experiencePoints);

      await page.goto(`${baseUrl}/challenges/valorant`);
      await page.getByRole('tab', { name: 'My Challenges' }).click();
      const finished = cardTitled(premium?.title ?? '');
      await finished.getByText('Zayed Valorant').waitFor();
      await expectAxeClean(page);

      // A booster: XP only, no crystals.
      await call('/api/challenge/enroll', { method: 'POST', token, body: { challengeId: booster?.id } });
      await call('/sandbox/matches', {
        method: 'POST',
        token,
        body: {
          userId: me.data.user.id,
          gameId: 'valorant',
          stats: { kills: 10, deaths: 5, assists: 5, headshots: 2, win: true },
        },
      });
      await call(`/api/admin/challenges/${booster?.id}/finish-now`, {
        method: 'POST',
        token: admin,
        body: {},
      });
      expect(await call<Wallet>('/api/wallet/get', { token })).toEqual(after);
      expect(
        (await call<Me>('/api/users/me', { token })).data.user.levelInfo.experiencePoints,
      ).toBeGreaterThan(xpAfterPremium);

      // Disconnecting the Riot account asks for a reason (spec §5) and uses one of three disconnections.
      await page.goto(`${baseUrl}/profile?tab=games`);
      await page.getByText('3 disconnections left').first().waitFor();
      await page.getByRole('button', { name: 'Disconnect Riot Games' }).click();
      const disconnect = page.getByRole('dialog', { name: 'Disconnect Riot Games' });
      await disconnect.waitFor();
      await disconnect.getByRole('button', { name: 'Disconnect' }).click();
      await disconnect.getByText('Please provide a reason for disconnecting this account').waitFor();
      await expectAxeClean(page);
      await disconnect.getByLabel('Reason', { exact: false }).fill('I play on another account now');
      await disconnect.getByRole('button', { name: 'Disconnect' }).click();
      // Disconnected, and the lists refreshed: no account, two disconnections left, and the tab says so.
      await page.getByText('2 disconnections left').first().waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: 'Game account disconnected. You can link a new one after 7 days.' })
        .waitFor();
      await page.getByText('No game accounts connected yet').waitFor();
      const accounts = await call<{
        data: { connectedAccounts: unknown[]; remainingDisconnections: number };
      }>('/api/users/profile/game-accounts', { token });
      expect(accounts.data).toEqual({ connectedAccounts: [], remainingDisconnections: 2 });
    } finally {
      await context.close();
    }
  });
});

describe('joining without enough GCoins', () => {
  it('is blocked on the client with the spec text and a Purchase GCoins button', async () => {
    const { token } = await newPlayer('broke', 'Sara Empty', 'PK', '2001-03-03');
    const context = await browser.newContext({ viewport: viewports.desktop });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    try {
      const upcoming = await call<{ data: ChallengeRow[] }>('/api/challenge/list?gameId=lol&status=0', {
        token,
      });
      const premium = upcoming.data.find((challenge) => challenge.type === 'main');
      await page.goto(`${baseUrl}/challenges/lol`);
      await page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: premium?.title ?? '', exact: true }) })
        .getByRole('button', { name: 'Join' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Enrollment Failed' });
      await dialog
        .getByText('Insufficient GCoins. You need at least 1 GCoin(s) to participate in this challenge.')
        .waitFor();
      expect(await dialog.getByRole('link', { name: 'Purchase GCoins' }).getAttribute('href')).toBe('/store');
      await expectAxeClean(page);
      // Nothing reached the server: the player is not enrolled.
      const after = await call<{ data: ChallengeRow[] }>('/api/challenge/list?gameId=lol&status=0', {
        token,
      });
      expect(after.data.find((challenge) => challenge.id === premium?.id)?.isParticipating).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('challenge pages in Arabic', () => {
  it('the list and a detail page render right-to-left on a phone and pass axe', async () => {
    const token = await login('player@arena.gg', 'arena-demo-2026');
    const context = await browser.newContext({ viewport: viewports.phone });
    await context.addInitScript((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('language', 'ar');
    }, token);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/challenges/lol`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('article').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAxeClean(page);
      const list = await call<{ data: ChallengeRow[] }>('/api/challenge/list?gameId=lol&status=2', { token });
      await page.goto(`${baseUrl}/challenge/${list.data[0]?.id}`);
      await page.getByRole('heading', { name: 'الفائزون' }).waitFor();
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });
});

describe('a game that is not open yet', () => {
  it('offers the waitlist; joining says so, and opening the game emails the player once', async () => {
    const { email, token } = await newPlayer('waitlist', 'Omar Waiting', 'AE', '1999-04-04');
    const admin = await adminToken();
    // An operator closes Dota 2 (reopened at the end, whatever happens).
    await call('/api/admin/games/dota2', { method: 'PUT', token: admin, body: { isActive: false } });
    const context = await browser.newContext({ viewport: viewports.desktop });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/challenges`);
      const games = page.getByRole('list', { name: 'Games' });
      await games.getByText('Coming soon').waitFor();
      // Dota 2 cannot be picked: it offers the waitlist instead.
      expect(await games.getByRole('button', { name: /^Dota 2/ }).count()).toBe(0);
      await expectAxeClean(page);
      await games.getByRole('button', { name: 'Join the waitlist', description: 'Dota 2' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'You are on the Dota 2 waitlist. We will email you when its challenges open.' })
        .waitFor();
      await page.waitForURL(`${baseUrl}/challenges/dota2`);
      await page.getByRole('heading', { name: 'This game is coming soon' }).waitFor();
      await games.getByText('You are on the waitlist').waitFor();
      await expectAxeClean(page);
      expect(await call('/api/game/waitlist', { token })).toEqual({ data: { gameIds: ['dota2'] } });

      // Opening the game emails the player a link to its challenges, once.
      await call('/api/admin/games/dota2', { method: 'PUT', token: admin, body: { isActive: true } });
      await call('/api/admin/games/dota2', { method: 'PUT', token: admin, body: { isActive: true } });
      const outbox = await call<{ data: { subject: string; text: string }[] }>(
        `/sandbox/mail.json?to=${encodeURIComponent(email)}&key=${sandboxMailKey}`,
      );
      // Registered from the UAE without naming a language: the mail is in the country's, Arabic (0059).
      const subject = arabicMail.gameOpenSubject.replace('{{game}}', 'Dota 2');
      const opened = outbox.data.filter((mail) => mail.subject === subject);
      expect(opened).toHaveLength(1);
      expect(opened[0]?.text).toContain('/challenges/dota2');
    } finally {
      await context.close();
      await call('/api/admin/games/dota2', { method: 'PUT', token: admin, body: { isActive: true } });
    }
  });
});
