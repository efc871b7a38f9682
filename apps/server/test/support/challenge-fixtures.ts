// Challenges, players with linked game accounts and GCoins, inserted straight into the database
// for the challenge tests and the bench (the games/accounts routes are another module's).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../src/auth/access-token';
import type { Queryable } from '../../src/db/database';
import { creditPackPurchase } from '../../src/ledger/purchases';

export interface ChallengeInput {
  gameId?: string;
  title?: string;
  start: Date;
  durationHours?: number;
  entryFee?: number;
  maxPlayers?: number;
  /** USD cents by rank. */
  prizes?: number[];
  status?: 0 | 1 | 2;
}

const hourMs = 3_600_000;

export async function insertChallenge(db: Queryable, input: ChallengeInput): Promise<string> {
  const hours = input.durationHours ?? 72;
  const { rows } = await db.query<{ id: string }>(
    `insert into challenges (game_id, title, short_description, description, start_time, end_time,
                             duration_hours, entry_fee, max_players, status)
     values ($1, $2, 'Test challenge', '<p>Play.</p>', $3, $4, $5, $6, $7, $8) returning id`,
    [
      input.gameId ?? 'valorant',
      input.title ?? 'Test Challenge',
      input.start,
      new Date(input.start.getTime() + hours * hourMs),
      hours,
      input.entryFee ?? 1,
      input.maxPlayers ?? 100,
      input.status ?? 0,
    ],
  );
  const id = rows[0]!.id;
  for (const [index, cents] of (input.prizes ?? [5_000, 2_500, 1_000]).entries()) {
    await db.query(
      'insert into challenge_prizes (challenge_id, rank, title, value_cents) values ($1, $2, $3, $4)',
      [id, index + 1, `Prize ${index + 1}`, cents],
    );
  }
  return id;
}

export interface Player {
  id: string;
  token: string;
}

/**
 * `count` players in one statement (no password hashing), each with a live linked account for the
 * provider (null: none) and, when gCoins > 0, GCoins bought through the ledger.
 */
export async function insertPlayers(
  db: Queryable,
  jwtSecret: string,
  count: number,
  options: {
    provider?: 'riot' | 'steam' | 'supercell' | null;
    gCoins?: number;
    role?: 'player' | 'admin';
  } = {},
): Promise<Player[]> {
  const tag = randomBytes(4).toString('hex');
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, name, provider, password_hash, role, affiliate_code, email_verified_at)
     select 'p' || i || '.' || $2 || '@example.test', 'Player ' || i, 'local', 'x', $3,
            upper($2) || '-' || i, now()
     from generate_series(1, $1::int) as i
     returning id`,
    [count, tag, options.role ?? 'player'],
  );
  const provider = options.provider === undefined ? 'riot' : options.provider;
  if (provider) {
    await db.query(
      `insert into game_accounts (user_id, provider, external_id, display_name)
       select id, $2, 'ext-' || id, 'Gamer#' || left(id::text, 4)
       from users where id = any(select (jsonb_array_elements_text($1::jsonb))::uuid)`,
      [JSON.stringify(rows.map((row) => row.id)), provider],
    );
  }
  const players: Player[] = [];
  for (const { id } of rows) {
    // A first purchase is doubled: buying n/2 (rounded up) gives n or n+1 GCoins.
    if (options.gCoins && options.gCoins > 0) {
      await creditPackPurchase(db, {
        userId: id,
        paymentKey: `test-${id}`,
        provider: 'checkout',
        priceCents: 0,
        gCoins: Math.ceil(options.gCoins / 2),
      });
    }
    // With `mfa`, as an operator's token after the second factor (issue 29; users-fixtures.ts says why).
    players.push({ id, token: await signAccessToken(id, jwtSecret, { mfa: true }) });
  }
  return players;
}

export async function setScore(
  db: Queryable,
  challengeId: string,
  userId: string,
  score: number,
  games = 1,
  bonus = 0,
  excluded = false,
) {
  await db.query(
    `update challenge_participants set score = $3, bonus_score = $4, games_played = $5, excluded = $6
     where challenge_id = $1 and user_id = $2`,
    [challengeId, userId, score, bonus, games, excluded],
  );
}

export const hours = (n: number) => n * hourMs;

/** `POST /api/challenge/enroll` as `player`: the status and the raw answer (a refusal's too). */
export async function enrolThroughApi(
  app: FastifyInstance,
  player: Pick<Player, 'token'>,
  challengeId: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/challenge/enroll',
    headers: { authorization: `Bearer ${player.token}` },
    payload: { challengeId },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
