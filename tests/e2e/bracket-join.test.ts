// Bracket-aware joining end to end (issue 34, row 3; decision 0028): a new, unranked player (a sandbox
// Riot account without a rank, no counted matches: bracket 1) sees on /challenges that a bracket-2
// challenge's Join is disabled with the reason before confirming anything, "Eligible for me" hides it and
// keeps a bracket-1 one, and the challenge's page says the same on its Join. Axe on every page.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiUrl, baseUrl, call, expectAxeClean, newPlayer } from './support/api';
import { launchBrowser, viewports } from './support/browser';
import { linkRiotAccount } from './support/challenges';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type ListedChallenge = { id: string; skill_bracket: number; callerSkillBracket?: number };

/** An upcoming League of Legends challenge at `skillLevel`, from the operator's form. */
async function lolChallenge(admin: string, title: string, skillLevel: number): Promise<string> {
  const answer = await call<{ data: { id: string } }>('/api/admin/challenges', {
    method: 'POST',
    token: admin,
    body: {
      title,
      shortDescription: `${title}: bracket-aware joining.`,
      description: `<p>${title}: bracket-aware joining.</p>`,
      gameId: 'lol',
      type: 'free',
      preset: 'free',
      startsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      skillLevel,
    },
  });
  return answer.data.id;
}

describe('joining a challenge of another bracket', () => {
  it('is disabled with the reason on the card and the page, and "Eligible for me" hides it', async () => {
    const stamp = String(Date.now()).slice(-7);
    const { token } = await newPlayer('bracket', 'Nora Newcomer');
    // A Riot ID that names no rank is unranked in the sandbox: a new player, level 1, bracket 1.
    await linkRiotAccount(token, `Nora${stamp}`, 'lol');
    const admin = await adminToken();
    const otherTitle = `Bracket Two Cup ${stamp}`;
    const ownTitle = `Beginners Cup ${stamp}`;
    const other = await lolChallenge(admin, otherTitle, 5);
    const own = await lolChallenge(admin, ownTitle, 2);

    // The signed-in list carries the player's bracket for the game beside each challenge's.
    const list = await call<{ data: ListedChallenge[] }>('/api/challenge/list?gameId=lol', { token });
    expect(list.data.find((challenge) => challenge.id === other)).toMatchObject({
      skill_bracket: 2,
      callerSkillBracket: 1,
    });
    expect(list.data.find((challenge) => challenge.id === own)).toMatchObject({
      skill_bracket: 1,
      callerSkillBracket: 1,
    });

    const context: BrowserContext = await browser.newContext({ viewport: viewports.desktop });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/challenges/lol`);
      const cardTitled = (title: string) =>
        page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      const otherCard = cardTitled(otherTitle);
      const ownCard = cardTitled(ownTitle);
      await otherCard.waitFor();
      // Join is disabled before any confirmation, and the card says why.
      const otherJoin = otherCard.getByRole('button', { name: 'Join' });
      expect(await otherJoin.isDisabled()).toBe(true);
      await otherCard.getByText('For bracket 2 — you are in bracket 1', { exact: true }).waitFor();
      expect(await otherJoin.getAttribute('aria-describedby')).toBeTruthy();
      // The own bracket's challenge joins as before, with nothing said.
      expect(await ownCard.getByRole('button', { name: 'Join' }).isEnabled()).toBe(true);
      expect(await ownCard.getByText(/you are in bracket/).count()).toBe(0);
      await expectAxeClean(page);

      // "Eligible for me" hides the other bracket and keeps the own one.
      const eligible = page.getByRole('checkbox', { name: 'Eligible for me' });
      expect(await eligible.isChecked()).toBe(false);
      await eligible.click();
      await expect.poll(() => eligible.isChecked()).toBe(true);
      await otherCard.waitFor({ state: 'detached' });
      await ownCard.waitFor();
      expect(new URL(page.url()).search).toBe('?eligible=1');
      await expectAxeClean(page);

      // The challenge's page: the same disabled Join with the same reason.
      await page.goto(`${baseUrl}/challenge/${other}`);
      await page.getByRole('heading', { level: 1, name: otherTitle }).waitFor();
      const pageJoin = page.getByRole('button', { name: 'Join' }).first();
      await pageJoin.waitFor();
      expect(await pageJoin.isDisabled()).toBe(true);
      await page.getByText('For bracket 2 — you are in bracket 1', { exact: true }).first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }

    // The server would have said the same after a confirmation: 403, bracket 1 against bracket 2.
    const refused = await fetch(`${apiUrl}/api/challenge/enroll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ challengeId: other }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      messageKey: 'enroll.wrongBracket',
      messageParams: { challengeBracket: 2, bracket: 1 },
    });
  });
});
