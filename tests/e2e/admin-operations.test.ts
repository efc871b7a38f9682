// The operator console's daily work end to end (issue 12): a support operator (a player promoted by the
// demo admin) verifies a passport from /admin/passports with its file on screen, approves the player's
// withdrawal from /admin/payouts and the sandbox provider pays it, cannot reach Challenges or Games, finds
// the player under /admin/players and blocks (the player's token stops working) then unblocks them, and
// reads it all in the audit log. Axe on every page built here, in English and Arabic, phone and desktop.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  apiUrl,
  baseUrl,
  call,
  enrolSecondFactor,
  expectAxeClean,
  login,
  newVerifiedPlayer,
  sandboxKeyHeaders,
} from './support/api';
import { axeViolations, launchBrowser } from './support/browser';
import { approveNewRiotId, signedInPage } from './support/journeys';
type ConsoleTitles = {
  admin: {
    passports: { title: string };
    payouts: { title: string };
    players: { title: string };
    audit: { title: string };
  };
};
const words = (language: 'en' | 'ar') =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8'),
  ) as ConsoleTitles;
const locales = { en: words('en'), ar: words('ar') };
// A 1×1 PNG: the sandbox identity check sends a file named "…review…" to an operator (docs/decisions/0017).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Wallet = { gCoinsAvailable: number; crystalsAvailable: number };
type ChallengeRow = { id: string; type: string };

/**
 * Prize crystals the way players get them: link Valorant through the sandbox Riot sign-in (with its region),
 * join the current free Valorant challenge, play an outsized sandbox match, and an operator ends it now. The
 * free Valorant challenge is this journey's own: the other journeys end League's and Valorant's premium ones
 * on the same server.
 */
async function winValorantFreeChallenge(
  player: { token: string; userId: string },
  admin: string,
): Promise<number> {
  // In English whatever the player's language: the steps below read the English labels.
  const { context, page } = await signedInPage(browser, player.token);
  try {
    await page.goto(`${baseUrl}/challenges`);
    await page
      .getByRole('list', { name: 'Games' })
      .getByRole('button', { name: /^Valorant/ })
      .click();
    await page.waitForURL(/\/sandbox\/riot\/authorize/);
    await approveNewRiotId(page, 'Ops');
    const regions = page.getByRole('dialog', { name: 'Choose your Valorant region' });
    await regions.getByRole('radio', { name: /Europe/ }).check();
    await regions.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl}/challenges/valorant`);
    await page
      .getByRole('list', { name: 'Games' })
      .getByRole('button', { name: /^Valorant.*Account linked/ })
      .waitFor();
  } finally {
    await context.close();
  }
  const list = await call<{ data: ChallengeRow[] }>('/api/challenge/list?gameId=valorant&status=1', {
    token: player.token,
  });
  const challenge = list.data.find((row) => row.type === 'free');
  expect(challenge).toBeDefined();
  await call('/api/challenge/enroll', {
    method: 'POST',
    token: player.token,
    body: { challengeId: challenge!.id },
  });
  await call('/sandbox/matches', {
    method: 'POST',
    token: player.token,
    body: { gameId: 'valorant', stats: { kills: 400, deaths: 10, assists: 100, headshots: 200, win: true } },
  });
  await call(`/api/admin/challenges/${challenge!.id}/finish-now`, { method: 'POST', token: admin, body: {} });
  return (await call<Wallet>('/api/wallet/get', { token: player.token })).crystalsAvailable;
}

type Payout = { id: string; userId: string; method: string; crystals: number; status: string };

async function uploadPassport(token: string, name: string) {
  const form = new FormData();
  form.append('passport', new Blob([png], { type: 'image/png' }), name);
  const answer = await fetch(`${apiUrl}/api/passport-verification/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(answer.status).toBeLessThan(300);
  return ((await answer.json()) as { data: { status: string } }).data.status;
}

describe('operator console: support operations', () => {
  it('a support operator verifies a passport, approves a payout, blocks and unblocks the player, and cannot touch challenges', async () => {
    const admin = await adminToken();
    const operator = await newVerifiedPlayer('support', 'Sami Support');
    await call(`/api/admin/users/${operator.userId}/role`, {
      method: 'PUT',
      token: admin,
      body: { role: 'support' },
    });
    // An operator reaches the operator API only after turning on the second factor (issue 29).
    const support = (await enrolSecondFactor(await login(operator.email, 'support-player-1'))).token;
    const playerName = `Huda Ops ${Date.now() % 100_000}`;
    const player = await newVerifiedPlayer('ops', playerName);

    // The server refuses support on challenge and game routes.
    const refused = await fetch(`${apiUrl}/api/admin/challenges`, {
      headers: { authorization: `Bearer ${support}` },
    });
    expect(refused.status).toBe(403);

    const crystals = await winValorantFreeChallenge(player, admin);
    expect(crystals).toBe(1_250);
    expect(await uploadPassport(player.token, 'passport-review.png')).toBe('manual_review');

    const { context, page } = await signedInPage(browser, support);
    try {
      // Passports: the queue, the file, Verify.
      await page.goto(`${baseUrl}/admin/passports`);
      await page.getByRole('heading', { name: 'Passports', level: 1 }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Operator console' });
      await nav.getByRole('link', { name: 'Payouts' }).first().waitFor();
      expect(await nav.getByRole('link', { name: 'Challenges' }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: 'Games' }).count()).toBe(0);
      await expectAxeClean(page);
      await page.getByRole('button', { name: `Review: ${playerName}` }).click();
      const review = page.getByRole('region', { name: `${playerName}'s passport` });
      await review.waitFor();
      await expect.poll(() => review.locator('img').first().getAttribute('src')).toMatch(/^blob:/);
      await expectAxeClean(page);
      await review.getByRole('button', { name: 'Verify', exact: true }).click();
      await review.getByText(`Passport verified. ${playerName} can now withdraw.`).waitFor();
      const eligible = await call<{ data: { canWithdraw: boolean } }>(
        '/api/passport-verification/can-withdraw',
        {
          token: player.token,
        },
      );
      expect(eligible.data.canWithdraw).toBe(true);

      // Payouts: the player withdraws 1,000 crystals to a payment email; support approves it.
      await call('/api/withdrawal/request', {
        method: 'POST',
        token: player.token,
        body: { crystalAmount: 1_000, paymentEmail: player.email },
      });
      await page.goto(`${baseUrl}/admin/payouts`);
      await page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
      // Each row's decisions are in its Actions menu (issue 34).
      const actions = page.getByRole('button', {
        name: new RegExp(`^Actions: ${playerName}, 1,000 crystals`),
      });
      await actions.waitFor();
      await actions.click();
      await page.getByRole('menuitem', { name: 'History' }).click();
      await page.getByRole('region', { name: `${playerName}'s recent history` }).waitFor();
      await expectAxeClean(page);
      await actions.click();
      await page.getByRole('menuitem', { name: 'Approve' }).click();
      const confirm = page.getByRole('dialog', { name: 'Approve this payout?' });
      await confirm.waitFor();
      await expectAxeClean(page);
      await confirm.getByRole('button', { name: 'Approve and send' }).click();
      await page.getByText('Payout approved and sent to the provider.').waitFor();
      const queue = await call<{ data: Payout[] }>('/api/admin/payouts', { token: support });
      const payout = queue.data.find((row) => row.userId === player.userId);
      expect(payout).toMatchObject({ method: 'paypal', crystals: 1_000, status: 'processing' });
      await call(`/sandbox/payouts/${payout!.id}/pay`, {
        method: 'POST',
        body: {},
        headers: sandboxKeyHeaders,
      });
      const paid = await call<{ data: Payout[] }>('/api/admin/payouts?status=completed', { token: support });
      expect(paid.data.find((row) => row.id === payout!.id)?.status).toBe('completed');
      expect((await call<Wallet>('/api/wallet/get', { token: player.token })).crystalsAvailable).toBe(250);

      // Challenges and games: not for support, even by URL.
      await page.goto(`${baseUrl}/admin/challenges`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await page.goto(`${baseUrl}/admin/games`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();

      // Players: search, open, block (the player's token stops working), unblock.
      await page.goto(`${baseUrl}/admin/players`);
      await page.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
      await page.getByLabel('Search players').fill(playerName);
      // The search runs once typing pauses, and keeps its words in the URL.
      await page.waitForURL(/\/admin\/players\?q=Huda/);
      await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
      await page.getByRole('link', { name: playerName }).click();
      await page.waitForURL(new RegExp(`/admin/players/${player.userId}$`));
      await page.getByRole('heading', { name: playerName, level: 1 }).waitFor();
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      const block = page.getByRole('dialog', { name: `Block ${playerName}` });
      await block.waitFor();
      await block.getByRole('textbox').fill('Chargeback investigation');
      await expectAxeClean(page);
      await block.getByRole('button', { name: 'Block player' }).click();
      await page.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
      await page.getByText('Reason: Chargeback investigation').waitFor();
      const blockedMe = await fetch(`${apiUrl}/api/users/me`, {
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(blockedMe.status).toBeGreaterThanOrEqual(400);
      await page.getByRole('button', { name: 'Unblock', exact: true }).click();
      const unblock = page.getByRole('dialog', { name: `Unblock ${playerName}?` });
      await unblock.getByRole('button', { name: 'Unblock player' }).click();
      await page.getByRole('button', { name: 'Block', exact: true }).waitFor();
      await login(player.email, 'ops-player-1');

      // The audit log has it all.
      await page.goto(`${baseUrl}/admin/audit-log`);
      await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Operator (id or email)' }).fill(operator.email);
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.getByText('passport.verify').first().waitFor();
      await page
        .getByRole('button', { name: /^Show changes: passport\.verify/ })
        .first()
        .click();
      await page
        .getByRole('group', { name: /^Changes of entry/ })
        .first()
        .waitFor();
      await expectAxeClean(page);
    } finally {
      await context.close();
    }

    // Every page built here, in English on a phone and in Arabic on a phone and a desktop.
    const pages = [
      '/admin/passports',
      '/admin/payouts',
      '/admin/players',
      `/admin/players/${player.userId}`,
      '/admin/audit-log',
    ];
    // Each page's own heading, in the page's language: the console's spinner (a lazy page loading) has none.
    const headings = (language: 'en' | 'ar'): Record<string, string> => ({
      '/admin/passports': locales[language].admin.passports.title,
      '/admin/payouts': locales[language].admin.payouts.title,
      '/admin/players': locales[language].admin.players.title,
      [`/admin/players/${player.userId}`]: playerName,
      '/admin/audit-log': locales[language].admin.audit.title,
    });
    for (const [language, viewport] of [
      ['en', 'phone'],
      ['ar', 'phone'],
      ['ar', 'desktop'],
    ] as const) {
      const opened = await signedInPage(browser, support, { viewport, language });
      try {
        for (const path of pages) {
          await opened.page.goto(`${baseUrl}${path}`);
          await opened.page.getByRole('heading', { name: headings(language)[path], level: 1 }).waitFor();
          if (language === 'ar') {
            await expect.poll(() => opened.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
          }
          await opened.page.waitForLoadState('networkidle');
          expect(await axeViolations(opened.page), `${language} ${viewport} ${path}`).toEqual([]);
        }
      } finally {
        await opened.context.close();
      }
    }
  }, 240_000);
});
