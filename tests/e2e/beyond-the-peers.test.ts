// Issue 16 ("Beyond the peers") end to end in Chromium, in English and Arabic, axe clean:
// - live rank: a player watches the challenge page while another player's sandbox matches arrive; the new
//   order shows without a reload (decision 0033), with the exact scores and ranks;
// - transparent scoring: a player opens "How my score was counted" and sees a match refused for being played
//   before they joined beside the one that counts (decision 0032);
// - void and refund: a paid challenge with too few players is voided at its start by the lifecycle, and the
//   entry fee comes back (decision 0029): the notice on the page and the card, the balance, the history line.
// Every challenge is the operator's (created through the admin API), so no other journey touches it, and
// starts a few seconds after the setup: the server's lifecycle (every 30 s) starts or voids them all on one
// tick, waited for once in beforeAll.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, baseUrl, call, expectAxeClean, newPlayer } from './support/api';
import { launchBrowser, waitForApp } from './support/browser';
import {
  challengeDetail,
  createChallenge,
  linkRiotAccount,
  waitForChallengeStatus,
  type ChallengeDetail,
} from './support/challenges';
import { buyOneGCoinByCard, signedInPage } from './support/journeys';

type Words = {
  nav: { walletBalances: string };
  challenges: {
    tab: { mine: string };
    detail: { leaderboard: string; bonus: string };
    leaderboard: { movedUp_one: string; movedDown_one: string };
  };
  challengeVoid: {
    dateLine: string;
    notice: {
      label: string;
      title: { too_few_players: string };
      explain: { too_few_players: string };
      refunded: string;
    };
    refundFor: { too_few_players_one: string };
  };
  scoringBreakdown: {
    open: string;
    title: string;
    matches: string;
    counted: string;
    notCounted: string;
    bonus: string;
    reason: { before_enrolment: string };
    totals: { points: string; bonus: string; total: string };
  };
  transactions: { title: string };
};
const load = (language: 'en' | 'ar') =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Words;
const locales = { en: load('en'), ar: load('ar') };
const words = (language: 'en' | 'ar') => locales[language];
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
/** A title inside a translated sentence is bidi-isolated (packages/domain isolate()). */
const isolate = (text: string) => `\u2068${text}\u2069`;

type Wallet = { gCoinsAvailable: number; crystalsAvailable: number };
const wallet = (token: string) => call<Wallet>('/api/wallet/get', { token });

/** League of Legends stats: every field given, so the sandbox generates none (decision 0013's formula). */
const lol = (
  kills: number,
  deaths: number,
  assists: number,
  cs: number,
  visionScore: number,
  win: boolean,
) => ({
  kills,
  deaths,
  assists,
  cs,
  visionScore,
  win,
});

type Player = { token: string; userId: string; name: string };
async function player(prefix: string, name: string): Promise<Player> {
  const { token } = await newPlayer(prefix, name);
  const me = await call<{ data: { user: { id: string } } }>('/api/users/me', { token });
  await linkRiotAccount(token, `${prefix}${Date.now() % 1_000_000}`);
  return { token, userId: me.data.user.id, name };
}

async function addMatch(who: Player, stats: ReturnType<typeof lol>, startedAt?: string) {
  await call('/sandbox/matches', {
    method: 'POST',
    token: who.token,
    body: { userId: who.userId, gameId: 'lol', stats, ...(startedAt ? { startedAt } : {}) },
  });
}

async function enrol(who: Player, challengeId: string) {
  const answer = await call<{ success: boolean }>('/api/challenge/enroll', {
    method: 'POST',
    token: who.token,
    body: { challengeId },
  });
  expect(answer.success).toBe(true);
}

/**
 * The leaderboard as a reader sees it: "rank | name | score cell | move" for each row, top first; the move
 * is the rank arrow's words ("Up 1 place"), empty when the row did not move at the last refresh.
 */
const standings = (page: Page, language: 'en' | 'ar') =>
  page
    .getByRole('table', { name: words(language).challenges.detail.leaderboard })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [
          row.querySelector('td')?.firstElementChild?.textContent?.trim(),
          row.querySelector('th bdi')?.textContent,
          row.querySelectorAll('td')[1]?.textContent?.trim(),
          row.querySelector('[data-rank-move] > span:last-child')?.textContent ?? '',
        ].join(' | '),
      ),
    );
const line = (
  language: 'en' | 'ar',
  rank: number,
  name: string,
  total: number,
  bonus: number,
  move: 'up' | 'down' | '' = '',
) => {
  const moved = words(language).challenges.leaderboard;
  const arrow = fill(move === 'up' ? moved.movedUp_one : move === 'down' ? moved.movedDown_one : '', {
    count: 1,
  });
  return `${rank} | ${name} | ${total}${bonus > 0 ? fill(words(language).challenges.detail.bonus, { bonus }) : ''} | ${arrow}`;
};

/**
 * Opens a signed-in page on `path` in `language` and waits for the app to own it; with `liveStream`, also
 * for the page's live stream to be open (the server registers a stream before its first byte), so nothing
 * announced after this returns is missed.
 */
async function open(
  browser: Browser,
  token: string,
  path: string,
  language: 'en' | 'ar',
  liveStream?: string,
) {
  const session = await signedInPage(browser, token, { language });
  const stream = liveStream
    ? session.page.waitForResponse((answer) => new URL(answer.url()).pathname === liveStream, {
        timeout: 20_000,
      })
    : null;
  await session.page.goto(`${baseUrl}${path}`);
  await waitForApp(session.page);
  if (stream) expect((await stream).status()).toBe(200);
  if (language === 'ar') expect(await session.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  return session;
}

/** Marks the document: the mark survives only if the page was never reloaded or navigated away. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { arenaMark?: string }).arenaMark = 'the same document';
  });
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { arenaMark?: string }).arenaMark ?? 'reloaded');

let browser: Browser;
let live: { challengeId: string; watcher: Player; rival: Player };
let breakdown: { challenge: ChallengeDetail; latecomer: Player };
let voided: { challenge: ChallengeDetail; entrant: Player; before: number; afterFee: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminToken();
  const [watcher, rival, latecomer, entrant] = await Promise.all([
    player('livea', 'Layla Watcher'),
    player('liveb', 'Bilal Rival'),
    player('late', 'Karim Latecomer'),
    player('lonely', 'Nadia Lonely'),
  ]);

  // The entrant buys GCoins (the first purchase doubled) before the void challenge exists.
  const shop = await signedInPage(browser, entrant.token);
  try {
    await buyOneGCoinByCard(shop.page);
  } finally {
    await shop.context.close();
  }
  const before = (await wallet(entrant.token)).gCoinsAvailable;
  expect(before).toBe(2);

  // Three challenges starting in a few seconds: two free ones anyone may start alone, and a paid daily one
  // that needs two players.
  const stamp = Date.now() % 1_000_000;
  const startsAt = new Date(Date.now() + 6_000);
  const [liveId, breakdownId, voidId] = await Promise.all([
    createChallenge(admin, {
      title: `Live Ladder ${stamp}`,
      gameId: 'lol',
      preset: 'free',
      startsAt,
      minPlayers: 1,
    }),
    createChallenge(admin, {
      title: `Fair Count ${stamp}`,
      gameId: 'lol',
      preset: 'free',
      startsAt,
      minPlayers: 1,
    }),
    createChallenge(admin, {
      title: `Lonely Cup ${stamp}`,
      gameId: 'lol',
      preset: 'daily',
      startsAt,
      minPlayers: 2,
      entryFee: 1,
    }),
  ]);
  // Before the start: both live players join the ladder, the entrant alone pays into the daily cup.
  // The watcher also joins the fair count, which would otherwise be voided with nobody in it at its start
  // (its latecomer joins after the start).
  await Promise.all([
    enrol(watcher, liveId),
    enrol(rival, liveId),
    enrol(watcher, breakdownId),
    enrol(entrant, voidId),
  ]);
  const afterFee = (await wallet(entrant.token)).gCoinsAvailable;

  // The lifecycle's next tick starts the free ones and voids the daily cup.
  const [, breakdownChallenge, voidChallenge] = await Promise.all([
    waitForChallengeStatus(liveId, 1),
    waitForChallengeStatus(breakdownId, 1),
    waitForChallengeStatus(voidId, 2),
  ]);
  live = { challengeId: liveId, watcher, rival };
  breakdown = { challenge: breakdownChallenge, latecomer };
  voided = { challenge: voidChallenge, entrant, before, afterFee };
});

afterAll(async () => {
  await browser?.close();
});

describe('live rank', () => {
  it('a watcher sees a rival overtake them without reloading (English), then take second place (Arabic)', async () => {
    const { challengeId, watcher, rival } = live;
    // The watcher leads: 10/2/5, 100 CS, 20 vision, a win = 50 points + 20 bonus; the rival 5/5/0, a loss = 10.
    await addMatch(watcher, lol(10, 2, 5, 100, 20, true));
    await addMatch(rival, lol(5, 5, 0, 0, 0, false));

    const stream = `/api/challenge/${challengeId}/live`;
    const english = await open(browser, watcher.token, `/challenge/${challengeId}`, 'en', stream);
    try {
      const { page } = english;
      await expect
        .poll(() => standings(page, 'en'), { timeout: 20_000 })
        .toEqual([line('en', 1, watcher.name, 70, 20), line('en', 2, rival.name, 10, 0)]);
      await markDocument(page);

      // The rival's match arrives: 30/0/10, a win = 110 points + 20 bonus; 120 + 20 = 140 overtakes 70.
      await addMatch(rival, lol(30, 0, 10, 0, 0, true));
      await expect
        .poll(() => standings(page, 'en'), { timeout: 10_000 })
        .toEqual([line('en', 1, rival.name, 140, 20, 'up'), line('en', 2, watcher.name, 70, 20, 'down')]);
      expect(await documentMark(page)).toBe('the same document');
      expect(page.url()).toBe(`${baseUrl}/challenge/${challengeId}`);
      await expectAxeClean(page);
    } finally {
      await english.context.close();
    }

    // In Arabic the rival watches: the watcher's 40/0/0 win (120 + 20) makes 170 + 40 = 210, above 140.
    const arabic = await open(browser, rival.token, `/challenge/${challengeId}`, 'ar', stream);
    try {
      const { page } = arabic;
      await expect
        .poll(() => standings(page, 'ar'), { timeout: 20_000 })
        .toEqual([line('ar', 1, rival.name, 140, 20), line('ar', 2, watcher.name, 70, 20)]);
      await markDocument(page);
      await addMatch(watcher, lol(40, 0, 0, 0, 0, true));
      await expect
        .poll(() => standings(page, 'ar'), { timeout: 10_000 })
        .toEqual([line('ar', 1, watcher.name, 210, 40, 'up'), line('ar', 2, rival.name, 140, 20, 'down')]);
      expect(await documentMark(page)).toBe('the same document');
      await expectAxeClean(page);
    } finally {
      await arabic.context.close();
    }
  });
});

/** The breakdown's rows ("result | points") and totals ("label: value") as the dialog shows them. */
async function breakdownShown(dialog: Locator, language: 'en' | 'ar') {
  const table = dialog.getByRole('table', { name: words(language).scoringBreakdown.matches });
  // Each match's own row (its stat line and formula are the row under it: issue 34).
  const rows = await table.locator('tbody tr:not([data-part="details"])').evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('td')]
        .slice(1)
        .map((td) => td.textContent?.trim())
        .join(' | '),
    ),
  );
  const totals = await dialog
    .locator('dl > div')
    .evaluateAll((pairs) =>
      pairs.map(
        (pair) => `${pair.querySelector('dt')?.textContent}: ${pair.querySelector('dd')?.textContent}`,
      ),
    );
  return { rows, totals };
}

describe('how my score was counted', () => {
  it('shows a match played before joining as not counted, with its reason, and the one that counts', async () => {
    const { challenge, latecomer } = breakdown;
    // Played at the challenge's start, before the latecomer joined: 8/4/6, 150 CS, 30 vision, a loss = 50.
    await addMatch(latecomer, lol(8, 4, 6, 150, 30, false), challenge.startTime);
    await enrol(latecomer, challenge.id);
    // After joining: 12/3/9, 200 CS, 40 vision, a win = 75 points + 20 bonus, the only one counted.
    await addMatch(latecomer, lol(12, 3, 9, 200, 40, true));
    const standing = (await challengeDetail(challenge.id, latecomer.token)).participants?.find(
      (participant) => participant.userId === latecomer.userId,
    );
    expect(standing).toMatchObject({ score: 75, bonus_score: 20 });

    for (const language of ['en', 'ar'] as const) {
      const text = words(language).scoringBreakdown;
      const session = await open(browser, latecomer.token, `/challenge/${challenge.id}`, language);
      try {
        const { page } = session;
        await page.getByRole('button', { name: text.open }).click();
        const dialog = page.getByRole('dialog', { name: text.title });
        await dialog.getByRole('table', { name: text.matches }).waitFor();
        expect(await breakdownShown(dialog, language)).toEqual({
          // Newest first (issue 34): the counted match, then the refused one (what it would have given).
          rows: [
            `✓${text.counted} | 75${fill(text.bonus, { bonus: 20 })}`,
            `×${text.notCounted}${text.reason.before_enrolment} | 50`,
          ],
          totals: [`${text.totals.points}: 75`, `${text.totals.bonus}: 20`, `${text.totals.total}: 95`],
        });
        // Under each match, the formula applied to its stats adds up to what it gives (issue 34).
        const formulas = await dialog.locator('[data-part="formula"]').allTextContents();
        expect(formulas.map((formula) => / = (\d+)$/.exec(formula.replaceAll('\u00a0', ' '))?.[1])).toEqual([
          '95',
          '50',
        ]);
        await expectAxeClean(page);
      } finally {
        await session.context.close();
      }
    }
  });
});

describe('void at the start', () => {
  it('a paid challenge with too few players is voided and the entry fee comes back', async () => {
    const { challenge, entrant, before, afterFee } = voided;
    // Joining took the 1-GCoin fee; the void gave it back, once.
    expect(afterFee).toBe(before - 1);
    expect(challenge).toMatchObject({ status: 2, voidReason: 'too_few_players', entry_fee: 1 });
    expect(await wallet(entrant.token)).toMatchObject({ gCoinsAvailable: before, crystalsAvailable: 0 });

    for (const language of ['en', 'ar'] as const) {
      const text = words(language);
      const session = await open(browser, entrant.token, `/challenge/${challenge.id}`, language);
      try {
        const { page } = session;
        // The page: why, the explanation and the refund; the date line says when it was voided.
        const notice = page.getByRole('region', { name: text.challengeVoid.notice.title.too_few_players });
        await notice.getByText(text.challengeVoid.notice.explain.too_few_players).waitFor();
        await notice.getByText(text.challengeVoid.notice.refunded).waitFor();
        const voidedAt = await page.evaluate(
          ([iso, lang]) =>
            new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
          [challenge.startTime, language] as const,
        );
        await page
          .getByText(fill(text.challengeVoid.dateLine, { date: voidedAt }), { exact: true })
          .waitFor();
        // The header's balance is back to what it was before joining.
        await page
          .getByRole('link', { name: fill(text.nav.walletBalances, { gCoins: before, crystals: 0 }) })
          .waitFor();
        await expectAxeClean(page);

        // The card among the player's challenges: the chip says Voided, why and the refund instead of winners.
        await page.goto(`${baseUrl}/challenges/lol`);
        await page.getByRole('tab', { name: text.challenges.tab.mine }).click();
        const card = page
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: challenge.title, exact: true }) });
        await card.getByText(text.challengeVoid.notice.label, { exact: true }).waitFor();
        await card.getByText(text.challengeVoid.notice.title.too_few_players).waitFor();
        await card.getByText(text.challengeVoid.notice.refunded).waitFor();
        await expectAxeClean(page);

        // The history tells the refund in words.
        await page.goto(`${baseUrl}/wallet/transactions`);
        await page
          .getByRole('list', { name: text.transactions.title })
          .getByRole('listitem')
          .filter({
            hasText: fill(text.challengeVoid.refundFor.too_few_players_one, {
              title: isolate(challenge.title),
              count: 1,
            }),
          })
          .waitFor();
        await expectAxeClean(page);
      } finally {
        await session.context.close();
      }
    }
  });
});
