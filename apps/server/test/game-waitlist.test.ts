// The game waitlist (docs/decisions/0014-game-waitlist.md): joining an inactive game, the admin
// switch that opens it, and the one email each waiting player gets. Each test uses its own game, as
// the games table is shared by the file. The join/activation race proves itself on PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  errorResponseSchema,
  gameResponseSchema,
  gameWaitlistResponseSchema,
  gamesResponseSchema,
  joinGameWaitlistResponseSchema,
} from '@arena/contract';
import { buildApp } from '../src/app';
import { setGameActive } from '../src/games/game-waitlist';
import type { MailProvider } from '../src/mail/mail-provider';
import { outboxFor, rememberOutboxKey } from './support/auth-test-app';
import { insertPlayers, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { errorAnswer } from './support/error-answer';

const jwtSecret = 'game-waitlist-secret-'.padEnd(48, 'x');
const publicUrl = 'https://arena.example';
const joined = 'You are on the waitlist. We will email you when its challenges open.';
let database: TestDatabase;
let app: FastifyInstance;
let admin: Player;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl });
  app = await buildApp(config, { database });
  rememberOutboxKey(app, config);
  admin = (await insertPlayers(database, jwtSecret, 1, { role: 'admin' }))[0]!;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const bearer = (player: Player) => ({ authorization: `Bearer ${player.token}` });

function join(player: Player, gameId: string) {
  return app.inject({ method: 'POST', url: `/api/game/${gameId}/waitlist`, headers: bearer(player) });
}

async function waitlist(player: Player): Promise<string[]> {
  const response = await app.inject({ url: '/api/game/waitlist', headers: bearer(player) });
  expect(response.statusCode).toBe(200);
  return gameWaitlistResponseSchema.parse(response.json()).data.gameIds;
}

function setActive(by: Player, gameId: string, isActive: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/games/${gameId}`,
    headers: bearer(by),
    payload: { isActive },
  });
}

async function emailOf(player: Player): Promise<string> {
  const { rows } = await database.query<{ email: string }>('select email from users where id = $1', [
    player.id,
  ]);
  return rows[0]!.email;
}

async function waitlistRows(gameId: string) {
  const { rows } = await database.query<{ user_id: string; notified_at: Date | null }>(
    'select user_id, notified_at from game_waitlist where game_id = $1 order by user_id',
    [gameId],
  );
  return rows;
}

describe('authentication', () => {
  it('answers 401 without a token on every waitlist route', async () => {
    const calls = [
      app.inject({ url: '/api/game/waitlist' }),
      app.inject({ method: 'POST', url: '/api/game/dota2/waitlist' }),
      app.inject({ method: 'PUT', url: '/api/admin/games/dota2', payload: { isActive: true } }),
      app.inject({ url: '/api/game/waitlist', headers: { authorization: 'Bearer not-a-token' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(errorResponseSchema.parse(response.json())).toEqual(
        errorAnswer('Authentication failed. Please log in again.'),
      );
    }
  });
});

describe('joining the waitlist', () => {
  it('joins an inactive game once however often it is asked, and lists it in game order', async () => {
    expect((await setActive(admin, 'brawlstars', false)).statusCode).toBe(200);
    expect((await setActive(admin, 'dota2', false)).statusCode).toBe(200);
    const [player] = await insertPlayers(database, jwtSecret, 1);
    expect(await waitlist(player!)).toEqual([]);

    for (const gameId of ['brawlstars', 'brawlstars', 'dota2']) {
      const response = await join(player!, gameId);
      expect(response.statusCode).toBe(200);
      expect(joinGameWaitlistResponseSchema.parse(response.json())).toEqual({
        status: 'success',
        message: joined,
      });
    }

    const { rows } = await database.query<{ game_id: string; notified_at: Date | null }>(
      'select game_id, notified_at from game_waitlist where user_id = $1 order by game_id',
      [player!.id],
    );
    expect(rows).toEqual([
      { game_id: 'brawlstars', notified_at: null },
      { game_id: 'dota2', notified_at: null },
    ]);
    // dota2 (order 3) before brawlstars (order 5), whatever the order of joining.
    expect(await waitlist(player!)).toEqual(['dota2', 'brawlstars']);
    // Another player's list is their own.
    const [other] = await insertPlayers(database, jwtSecret, 1);
    expect(await waitlist(other!)).toEqual([]);
  });

  it('refuses an active game (400) and an unknown one (404) with their messages, adding nothing', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1);
    // 'lol' and 'steam' also start static routes (/api/game/lol/rso, /api/game/steam/bind).
    for (const gameId of ['lol', 'valorant']) {
      const response = await join(player!, gameId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorAnswer('This game is already open for challenges.'));
    }
    for (const gameId of ['steam', 'minecraft']) {
      const response = await join(player!, gameId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorAnswer('Game not found.'));
    }
    expect(await waitlist(player!)).toEqual([]);
  });
});

describe('PUT /api/admin/games/:gameId', () => {
  it('is for administrators only', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1);
    const response = await setActive(player!, 'cs2', false);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorAnswer('Only administrators can do this.'));
    const games = gamesResponseSchema.parse((await app.inject({ url: '/api/game' })).json()).data;
    expect(games.find((game) => game.id === 'cs2')?.is_active).toBe(true);
  });

  it('refuses an unknown game and a body without a boolean isActive', async () => {
    const unknown = await setActive(admin, 'minecraft', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorAnswer('Game not found.'));
    for (const isActive of ['yes', undefined]) {
      const bad = await setActive(admin, 'cs2', isActive);
      expect(bad.statusCode).toBe(400);
      expect(errorResponseSchema.parse(bad.json()).message).toMatch(/^Invalid request: isActive/);
    }
  });

  it('opening a game emails each waiting player once, with a link to its challenges', async () => {
    const closed = await setActive(admin, 'cs2', false);
    expect(gameResponseSchema.parse(closed.json())).toEqual({
      data: { id: 'cs2', name: 'CS2', image: '/games/cs2.svg', order: 2, is_active: false },
    });
    const [first, second, bystander] = await insertPlayers(database, jwtSecret, 3);
    await join(first!, 'cs2');
    await join(second!, 'cs2');
    await join(second!, 'cs2');
    // Closing a closed game emails nobody.
    await setActive(admin, 'cs2', false);
    for (const player of [first, second]) expect(await outboxFor(app, await emailOf(player!))).toEqual([]);

    const opened = await setActive(admin, 'cs2', true);
    expect(opened.statusCode).toBe(200);
    expect(gameResponseSchema.parse(opened.json()).data).toMatchObject({ id: 'cs2', is_active: true });

    for (const player of [first!, second!]) {
      const mails = await outboxFor(app, await emailOf(player));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('CS2 challenges are open on Arena');
      expect(mails[0]!.text).toContain(`${publicUrl}/challenges/cs2`);
      expect(mails[0]!.html).toContain(`<a href="${publicUrl}/challenges/cs2">`);
    }
    expect(await outboxFor(app, await emailOf(bystander!))).toEqual([]);
    const rows = await waitlistRows('cs2');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.notified_at).toBeInstanceOf(Date);

    // The flag is what GET /api/game shows, and joining is now refused.
    const games = gamesResponseSchema.parse((await app.inject({ url: '/api/game' })).json()).data;
    expect(games.find((game) => game.id === 'cs2')?.is_active).toBe(true);
    expect((await join(bystander!, 'cs2')).statusCode).toBe(400);

    // Closing and opening again, or opening an open game, sends nothing more.
    await setActive(admin, 'cs2', false);
    await setActive(admin, 'cs2', true);
    await setActive(admin, 'cs2', true);
    for (const player of [first!, second!])
      expect(await outboxFor(app, await emailOf(player))).toHaveLength(1);
  });

  it('a failed email is logged and neither rolls back the switch nor resends', async () => {
    await setActive(admin, 'dota2', false);
    const [player] = await insertPlayers(database, jwtSecret, 1);
    await join(player!, 'dota2');
    const failing: MailProvider = {
      sendMail: () => Promise.reject(new Error('SMTP is down')),
    };
    const log = { error: vi.fn(), info: vi.fn() };
    const game = await setGameActive(
      { database, mail: failing, publicUrl, log: log as never },
      'dota2',
      true,
    );
    expect(game.is_active).toBe(true);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ gameId: 'dota2', userId: player!.id }),
      'game waitlist email failed',
    );
    const row = (await waitlistRows('dota2')).find((r) => r.user_id === player!.id);
    expect(row?.notified_at).toBeInstanceOf(Date);
  });

  it('a join while an activation is in flight waits for it and is refused', async () => {
    await setActive(admin, 'lol', false);
    const [player] = await insertPlayers(database, jwtSecret, 1);
    let pending: ReturnType<typeof join> | undefined;
    // What setGameActive does, held open while the join arrives (on PGlite the join simply waits).
    await database.transaction(async (tx) => {
      await tx.query('select is_active from games where id = $1 for update', ['lol']);
      await tx.query('update games set is_active = true where id = $1', ['lol']);
      pending = join(player!, 'lol');
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const answer = await pending!;
    expect(answer.statusCode).toBe(400);
    expect(await waitlistRows('lol')).toEqual([]);
  });

  it('a join racing the activation is either emailed or refused, never left waiting', async () => {
    await setActive(admin, 'valorant', false);
    const players = await insertPlayers(database, jwtSecret, 20);
    const joins = players.map((player) => join(player, 'valorant'));
    const [opened, ...answers] = await Promise.all([setActive(admin, 'valorant', true), ...joins]);
    expect(opened!.statusCode).toBe(200);
    for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);

    const rows = await waitlistRows('valorant');
    expect(rows.filter((row) => row.notified_at === null)).toEqual([]);
    expect(rows).toHaveLength(answers.filter((answer) => answer.statusCode === 200).length);
    for (const row of rows) {
      const player = players.find((p) => p.id === row.user_id)!;
      expect(await outboxFor(app, await emailOf(player))).toHaveLength(1);
    }
  });
});
