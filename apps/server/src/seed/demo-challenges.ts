// Demo challenges (issue 5): for every game, one challenge of each type (main, free, daily,
// booster) in each status (upcoming, current, finished). Finished ones have the demo roster as
// participants with scores and are finished through the real path (ranking, winners, crystals,
// XP, stats); the demo player is enrolled in a couple of open ones, paying the fee through the ledger.
import { challengeDurationsHours } from '@arena/domain';
import type { Queryable } from '../db/database';
import { finishInTransaction } from '../challenges/finish-challenge';
import { debitEntryFee } from '../ledger/entry-fees';
import { sandboxPuuid } from '../game-accounts/sandbox-riot';
import { sandboxDemoRiotId, sandboxPresetRanks } from '../matches/sandbox-ranks';
import { demoPlayerAccount, demoPlayers } from './demo-players';

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

function description(type: DemoType, game: string): string {
  const spec = typeSpec[type];
  return [
    `<p>${blurbs[type]} Every ${game} match you start after joining counts towards your score.</p>`,
    '<ul>',
    `<li>Duration: ${challengeDurationsHours[type]} hours</li>`,
    `<li>Entry fee: ${spec.fee === 0 ? 'free' : `${spec.fee} GCoin`}</li>`,
    `<li>Games counted: ${spec.gameLimit === 0 ? 'unlimited' : `your first ${spec.gameLimit}`}</li>`,
    `<li>Ranking: total score, then fewer games, then earlier entry</li>`,
    '</ul>',
  ].join('');
}

export function prepareDemoChallenges(): Promise<(tx: Queryable) => Promise<void>> {
  return Promise.resolve(async (tx) => {
    const now = new Date();
    const games = await tx.query<{ id: string; name: string }>(
      'select id, name from games order by sort_order',
    );
    const roster = await tx.query<{ id: string }>(
      `select id from users where email = any(select jsonb_array_elements_text($1::jsonb)) order by email`,
      [JSON.stringify(demoPlayers.map((player) => player.email))],
    );
    const demo = await tx.query<{ id: string }>('select id from users where email = $1', [
      demoPlayerAccount.email,
    ]);
    const demoPlayerId = demo.rows[0]?.id;
    const finished: string[] = [];
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

    for (const [gameIndex, game] of games.rows.entries()) {
      for (const type of Object.keys(typeSpec) as DemoType[]) {
        const spec = typeSpec[type];
        const duration = challengeDurationsHours[type];
        // Upcoming in a few hours; current started a few hours ago (still inside the 24 h join window, so a
        // visitor can join every current challenge); finished a day ago.
        const starts: [0 | 1 | 2, number][] = [
          [0, now.getTime() + (3 + gameIndex) * hourMs],
          [1, now.getTime() - Math.min(duration / 2, 4 + gameIndex) * hourMs],
          [2, now.getTime() - (duration + 24 + gameIndex) * hourMs],
        ];
        for (const [status, startMs] of starts) {
          const { rows } = await tx.query<{ id: string }>(
            `insert into challenges (game_id, title, short_description, description, image, start_time, end_time,
                                     duration_hours, entry_fee, max_players, game_limit, min_skill_level, status)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
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
            ],
          );
          const id = rows[0]!.id;
          for (const [index, cents] of spec.prizes.entries()) {
            await tx.query(
              'insert into challenge_prizes (challenge_id, rank, title, value_cents) values ($1, $2, $3, $4)',
              [id, index + 1, `${ordinal(index + 1)} place`, cents],
            );
          }
          // The roster plays in finished and current challenges; scores vary by game and type.
          if (status !== 0) {
            const players = roster.rows.slice(0, status === 2 ? 12 : 8);
            const totals: number[] = [];
            for (const [index, player] of players.entries()) {
              const games = 1 + ((index + gameIndex) % 6);
              const score = ((index * 37 + gameIndex * 11 + type.length * 7) % 90) * 10 + games * 15;
              totals.push(score + (index % 3 === 0 ? 25 : 0));
              await tx.query(
                `insert into challenge_participants (challenge_id, user_id, score, bonus_score, games_played, created_at)
                 values ($1, $2, $3, $4, $5, $6)`,
                [
                  id,
                  player.id,
                  score,
                  index % 3 === 0 ? 25 : 0,
                  games,
                  new Date(startMs + (index + 1) * 60_000),
                ],
              );
            }
            await tx.query('update challenges set registered_players = $2 where id = $1', [
              id,
              players.length,
            ]);
            // The demo player played the finished Valorant Premier Cup (2nd: a prize) and Daily Grind (7th:
            // none) from their start, so the real finish below ranks them, pays the prize through the
            // ledger and writes their result notifications (demo-notifications.ts adds the earlier ones).
            const place = status === 2 && game.id === 'valorant' ? finishedPlaces[type] : undefined;
            if (demoPlayerId && place !== undefined) {
              await enrolDemoPlayer(tx, {
                challengeId: id,
                userId: demoPlayerId,
                at: new Date(startMs - 30 * 60_000),
                score: scoreForPlace(totals, place),
                fee: spec.fee,
                title: titles[type](game.name),
              });
            }
          }
          if (status === 2) finished.push(id);
          // The demo player joined the current Valorant main and the upcoming Valorant free challenge.
          if (
            demoPlayerId &&
            game.id === 'valorant' &&
            ((status === 1 && type === 'main') || (status === 0 && type === 'free'))
          ) {
            // Joined ten minutes after a current challenge started: the sandbox match source plays the
            // demo Riot account's matches since then, and scoring fills the score on its next poll.
            await enrolDemoPlayer(tx, {
              challengeId: id,
              userId: demoPlayerId,
              at: status === 1 ? new Date(startMs + 10 * 60_000) : now,
              score: null,
              fee: spec.fee,
              title: titles[type](game.name),
            });
          }
        }
      }
    }
    // Finished through the real path: winners, crystals through the ledger, XP and stats.
    for (const id of finished) await finishInTransaction(tx, id, now);
  });
}

/** The demo player takes a place (with a score already played, or none yet) and pays its fee through the ledger. */
async function enrolDemoPlayer(
  tx: Queryable,
  entry: { challengeId: string; userId: string; at: Date; score: number | null; fee: number; title: string },
): Promise<void> {
  await tx.query(
    `insert into challenge_participants (challenge_id, user_id, score, games_played, created_at)
     values ($1, $2, coalesce($3::int, 0), case when $3::int is null then 0 else 3 end, $4)`,
    [entry.challengeId, entry.userId, entry.score, entry.at],
  );
  await tx.query('update challenges set registered_players = registered_players + 1 where id = $1', [
    entry.challengeId,
  ]);
  if (entry.fee > 0)
    await debitEntryFee(tx, {
      userId: entry.userId,
      challengeId: entry.challengeId,
      gCoins: entry.fee,
      challengeTitle: entry.title,
    });
}

/** The demo player's places in the finished Valorant challenges. */
const finishedPlaces: Partial<Record<DemoType, number>> = { main: 2, daily: 7 };

/** A score strictly between the totals ranked place - 1 and place (a total above them all for place 1). */
function scoreForPlace(totals: readonly number[], place: number): number {
  const sorted = [...totals].sort((a, b) => b - a);
  const above = place === 1 ? Number.POSITIVE_INFINITY : sorted[place - 2]!;
  const below = sorted[place - 1] ?? 0;
  const score = below + 1;
  if (score >= above) throw new Error(`demo seed: no score between ${below} and ${above} for place ${place}`);
  return score;
}

function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}
