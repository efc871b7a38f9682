// Demo challenges (issue 5): for every game, one challenge of each type (main, free, daily,
// booster) in each status (upcoming, current, finished). Finished and current ones have roster players
// whose tier goes with the challenge's bracket (demo-seating.ts), with scores from plausible matches scored
// by the domain's formula (demo-matches.ts); finished ones are finished through the real path (ranking,
// winners, crystals, XP, stats). The demo player is enrolled in a couple, paying fees through the ledger.
import { bracketOf, challengeDurationsHours, placeTitle } from '@arena/domain';
import type { Queryable } from '../db/database';
import { challengeXp } from '../challenges/challenge-xp';
import { finishInTransaction } from '../challenges/finish-challenge';
import { sandboxPuuid } from '../game-accounts/sandbox-riot';
import { sandboxDemoRiotId, sandboxPresetRanks } from '../matches/sandbox-ranks';
import { demoPlay, enrolDemoPlayer, insertPlay, playForPlace } from './demo-matches';
import { demoPlayerAccount, demoPlayers } from './demo-players';
import { seatsFor, type SeatCandidate } from './demo-seating';
import { demoTranslations } from './demo-translations';

type DemoType = 'main' | 'free' | 'daily' | 'booster';
const hourMs = 3_600_000;

// Skill brackets (decision 0028). Newly signed-up players have no rank and no counted matches: they enter at
// a new player's level 1, so most demo challenges admit bracket 1 (levels 1-3). The demo player's Riot
// account carries the sandbox's ranks for ArenaDemo#EUW (sandbox-ranks.ts, refreshed by tracking to the
// same values): Valorant Bronze 2 (level 3, bracket 1: every Valorant challenge) and LoL Silver II (level
// 6, bracket 2: the League of Legends daily and booster challenges, at level 5 below). A stored rank comes
// before recent performance, so the demo player's matches do not move them out of either.
const typeSpec: Record<
  DemoType,
  { fee: number; prizes: number[]; maxPlayers: number; gameLimit: number; skill: number }
> = {
  main: { fee: 1, prizes: [10_000, 5_000, 2_500, 1_500, 1_000], maxPlayers: 100, gameLimit: 10, skill: 3 },
  free: { fee: 0, prizes: [2_500, 1_500, 1_000], maxPlayers: 200, gameLimit: 0, skill: 1 },
  daily: { fee: 0, prizes: [1_000, 500], maxPlayers: 50, gameLimit: 5, skill: 3 },
  booster: { fee: 0, prizes: [], maxPlayers: 500, gameLimit: 0, skill: 1 },
};

/** Challenges seeded for another bracket than their type's: League of Legends daily and booster, bracket 2. */
const skillOverrides: Partial<Record<string, Partial<Record<DemoType, number>>>> = {
  lol: { daily: 5, booster: 5 },
};
const skillOf = (gameId: string, type: DemoType) => skillOverrides[gameId]?.[type] ?? typeSpec[type].skill;

const titles: Record<DemoType, (game: string) => string> = {
  main: (game) => `${game} Premier Cup`,
  free: (game) => `${game} Open Weekend`,
  daily: (game) => `${game} Daily Grind`,
  booster: (game) => `${game} XP Booster`,
};

const blurbs: Record<DemoType, string> = {
  main: 'Three days, real prizes: play your best ranked games and climb the leaderboard.',
  free: 'Free to enter: three days of matches with cash prizes for the top three.',
  daily: 'One day, one leaderboard: the best two players take the daily cash prize.',
  booster: 'Twelve hours of play for double XP: no prizes, just levels.',
};

// The operator's own words only: the rules (duration, entry fee, games counted, ranking) are the challenge's
// facts, which its page tells in the reader's language (issue 34), not English prose kept in the description.
function description(type: DemoType, game: string): string {
  return `<p>${blurbs[type]} Every ${game} match you start after joining counts towards your score.</p>`;
}

export function prepareDemoChallenges(): Promise<(tx: Queryable) => Promise<void>> {
  return Promise.resolve(async (tx) => {
    const now = new Date();
    const games = await tx.query<{ id: string; name: string }>(
      'select id, name from games order by sort_order',
    );
    const roster = await tx.query<{ id: string; email: string }>(
      `select id, email from users where email = any(select jsonb_array_elements_text($1::jsonb)) order by email`,
      [JSON.stringify(demoPlayers.map((player) => player.email))],
    );
    const demo = await tx.query<{ id: string }>('select id from users where email = $1', [
      demoPlayerAccount.email,
    ]);
    const demoPlayerId = demo.rows[0]?.id;
    const demoPuuid = sandboxPuuid(sandboxDemoRiotId.gameName, sandboxDemoRiotId.tagLine);
    // The demo player plays Valorant (below), so they have linked a sandbox Riot account, as enrolment
    // requires (its PUUID is the one the sandbox Riot sign-in gives ArenaDemo#EUW).
    if (demoPlayerId) {
      await tx.query(
        `insert into game_accounts (user_id, provider, external_id, display_name, region, details)
         select $1, 'riot', $2, 'ArenaDemo#EUW', 'europe', $3::jsonb
         where not exists (select 1 from game_accounts where user_id = $1 and provider = 'riot')`,
        [
          demoPlayerId,
          demoPuuid,
          JSON.stringify({
            ...sandboxDemoRiotId,
            ranks: sandboxPresetRanks[demoPuuid],
            ranksCheckedAt: now.toISOString(),
          }),
        ],
      );
    }

    const planned: Planned[] = [];
    for (const [gameIndex, game] of games.rows.entries()) {
      for (const [typeIndex, type] of (Object.keys(typeSpec) as DemoType[]).entries()) {
        const duration = challengeDurationsHours[type];
        // Upcoming in a few hours; current started a few hours ago (still inside the 24 h join window, so a
        // visitor can join every current challenge); finished a day ago.
        const starts: [0 | 1 | 2, number][] = [
          [0, now.getTime() + (3 + gameIndex) * hourMs],
          [1, now.getTime() - Math.min(duration / 2, 4 + gameIndex) * hourMs],
          [2, now.getTime() - (duration + 24 + gameIndex) * hourMs],
        ];
        for (const [status, startMs] of starts) {
          const id = await insertChallenge(tx, game, type, status, startMs);
          const endMs = startMs + duration * hourMs;
          planned.push({ id, game, type, status, startMs, endMs, order: gameIndex * 4 + typeIndex });
        }
      }
    }

    // Finished challenges first, each finished through the real path (ranking, winners, crystals through
    // the ledger, XP, stats) before the next is seated: every seat is given from the XP players have then.
    for (const challenge of planned.filter((c) => c.status === 2)) {
      const candidates = await rosterXp(tx, roster.rows);
      const maxGain = challengeXp({ rank: 1, isWinner: true, booster: challenge.type === 'booster' });
      const totals = await seatRoster(tx, challenge, candidates, maxGain, seatsOf(challenge, 12));
      // The demo player played the finished Valorant Premier Cup (2nd: a prize) and Daily Grind (7th:
      // none) from their start, so the real finish ranks them, pays the prize through the ledger and
      // writes their result notifications (demo-notifications.ts adds the earlier ones).
      const place = challenge.game.id === 'valorant' ? finishedPlaces[challenge.type] : undefined;
      if (demoPlayerId && place !== undefined) {
        const play = playForPlace(
          `demo:${challenge.game.id}:${challenge.type}:2:${demoPlayerAccount.email}`,
          challenge.game.id,
          mostMatches(challenge.type),
          { from: challenge.startMs, to: challenge.endMs },
          totals,
          place,
        );
        await enrolDemoPlayer(tx, {
          challengeId: challenge.id,
          userId: demoPlayerId,
          at: new Date(challenge.startMs - 30 * 60_000),
          play,
          fee: typeSpec[challenge.type].fee,
          title: titles[challenge.type](challenge.game.name),
          checkedAt: new Date(challenge.endMs - 60_000),
        });
      }
      await finishInTransaction(tx, challenge.id, now);
    }

    // Running challenges: the roster has played since it joined; the XP of the finished ones is in.
    const candidates = await rosterXp(tx, roster.rows);
    for (const challenge of planned.filter((c) => c.status === 1)) {
      await seatRoster(tx, challenge, candidates, 0, seatsOf(challenge, 8), now.getTime());
    }

    // The demo player joined the current Valorant main and the upcoming Valorant free challenge. Joined ten
    // minutes after a current challenge started: the sandbox match source plays the demo Riot account's
    // matches since then, and scoring fills the score on its next poll.
    const joined = planned.filter(
      (c) =>
        c.game.id === 'valorant' &&
        ((c.status === 1 && c.type === 'main') || (c.status === 0 && c.type === 'free')),
    );
    for (const challenge of demoPlayerId ? joined : []) {
      await enrolDemoPlayer(tx, {
        challengeId: challenge.id,
        userId: demoPlayerId!,
        at: challenge.status === 1 ? new Date(challenge.startMs + 10 * 60_000) : now,
        play: null,
        fee: typeSpec[challenge.type].fee,
        title: titles[challenge.type](challenge.game.name),
      });
    }
  });
}

interface Planned {
  id: string;
  game: { id: string; name: string };
  type: DemoType;
  status: 0 | 1 | 2;
  startMs: number;
  endMs: number;
  /** The challenge's place in the seeding order (game, then type): varies who sits where. */
  order: number;
}

async function insertChallenge(
  tx: Queryable,
  game: { id: string; name: string },
  type: DemoType,
  status: 0 | 1 | 2,
  startMs: number,
): Promise<string> {
  const spec = typeSpec[type];
  const duration = challengeDurationsHours[type];
  const { rows } = await tx.query<{ id: string }>(
    `insert into challenges (game_id, title, short_description, description, image, start_time, end_time,
                             duration_hours, entry_fee, max_players, game_limit, min_skill_level, status,
                             translations)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      game.id,
      titles[type](game.name),
      blurbs[type],
      description(type, game.name),
      `/games/${game.id}.svg`,
      new Date(startMs),
      new Date(startMs + duration * hourMs),
      duration,
      spec.fee,
      spec.maxPlayers,
      spec.gameLimit,
      skillOf(game.id, type),
      status === 2 ? 1 : status,
      JSON.stringify(demoTranslations(type, game.name)),
    ],
  );
  const id = rows[0]!.id;
  for (const [index, cents] of spec.prizes.entries()) {
    await tx.query(
      'insert into challenge_prizes (challenge_id, rank, title, value_cents) values ($1, $2, $3, $4)',
      [id, index + 1, placeTitle(index + 1), cents],
    );
  }
  return id;
}

type RosterSeat = SeatCandidate & { email: string };

/** The roster with the XP each player has now (in email order, as the seats are given). */
async function rosterXp(
  tx: Queryable,
  roster: readonly { id: string; email: string }[],
): Promise<RosterSeat[]> {
  const { rows } = await tx.query<{ id: string; xp_total: number | string }>(
    'select id, xp_total from users where id = any($1::uuid[])',
    [roster.map((player) => player.id)],
  );
  const xp = new Map(rows.map((row) => [row.id, Number(row.xp_total)]));
  return roster.map((player) => ({ ...player, xp: xp.get(player.id) ?? 0 }));
}

/**
 * How many roster players a challenge seats: the finished Valorant Premier Cup and Daily Grind `most`
 * (the demo player's results there are "of 13"), the others from `most` − 4 to `most`, by seeding order.
 */
function seatsOf(challenge: Planned, most: number): number {
  const demoPlayed = challenge.game.id === 'valorant' && finishedPlaces[challenge.type] !== undefined;
  if (challenge.status === 2 && demoPlayed) return most;
  return most - 4 + (challenge.order % 5);
}

/** Matches a participant plays at most: the game limit, else what the challenge's length allows. */
function mostMatches(type: DemoType): number {
  const limit = typeSpec[type].gameLimit;
  return limit > 0 ? limit : { main: 10, free: 8, daily: 5, booster: 4 }[type];
}

/**
 * Seats roster players whose tier goes with the challenge's bracket (demo-seating.ts), each with the
 * matches they played since joining (until `untilMs` for a running one); returns their totals (score + bonus).
 */
async function seatRoster(
  tx: Queryable,
  challenge: Planned,
  candidates: readonly RosterSeat[],
  maxGainXp: number,
  count: number,
  untilMs = challenge.endMs,
): Promise<number[]> {
  const bracket = bracketOf(skillOf(challenge.game.id, challenge.type));
  const seated = seatsFor(candidates, bracket, count, maxGainXp, challenge.order * 3);
  const totals: number[] = [];
  for (const [index, player] of seated.entries()) {
    const enrolledAt = new Date(challenge.startMs + (index + 1) * 60_000);
    const play = demoPlay(
      `demo:${challenge.game.id}:${challenge.type}:${challenge.status}:${player.email}`,
      challenge.game.id,
      mostMatches(challenge.type),
      { from: enrolledAt.getTime(), to: Math.min(untilMs, challenge.endMs) },
    );
    await insertPlay(tx, { challengeId: challenge.id, userId: player.id, enrolledAt, play });
    totals.push(play.score + play.bonus);
  }
  await tx.query('update challenges set registered_players = registered_players + $2 where id = $1', [
    challenge.id,
    seated.length,
  ]);
  return totals;
}

/** The demo player's places in the finished Valorant challenges. */
const finishedPlaces: Partial<Record<DemoType, number>> = { main: 2, daily: 7 };
