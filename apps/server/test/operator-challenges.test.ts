// Operator challenges, games and images (issue 12, docs/decisions/0021): create from each preset
// with exact values, sanitised rich text, edit only before the start, a player refused without a
// trace, cancel refunding every entry fee exactly once (20 cancels at once too: run this file with
// DATABASE_URL for the real race), the participants' email, a cancelled challenge hidden from players
// and never finished, the audit log, the image upload and the games routes. Engine-neutral; the ledger
// audit is clean after every test.
import {
  adminChallengeResponseSchema,
  adminChallengesResponseSchema,
  adminGamesResponseSchema,
  adminImageUploadResponseSchema,
  cancelChallengeResponseSchema,
  challengeListResponseSchema,
  dashboardResponseSchema,
  type AdminChallenge,
} from '@arena/contract';
import { challengePresets } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { adminOnlyMessage } from '../src/auth/admin-only';
import { challengeXp } from '../src/challenges/challenge-xp';
import { runChallengeLifecycle } from '../src/challenges/scheduler';
import { auditLedger } from '../src/ledger/audit';
import { outboxFor, rememberOutboxKey } from './support/auth-test-app';
import { hours, insertPlayers, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';
import { multipartFile, tinyPng } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const jwtSecret = 'operator-challenges-secret-'.padEnd(48, 'x');
const publicUrl = 'https://arena.example';
let database: TestDatabase;
let app: FastifyInstance;
let admin: Player;
let player: Player;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl });
  app = await buildApp(config, { database });
  rememberOutboxKey(app, config);
  admin = (await insertPlayers(database, jwtSecret, 1, { role: 'admin' }))[0]!;
  player = (await insertPlayers(database, jwtSecret, 1, { gCoins: 10 }))[0]!;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

const bearer = (who: Player) => ({ authorization: `Bearer ${who.token}` });
const inHours = (n: number) => new Date(Date.now() + hours(n)).toISOString();

function form(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Valorant Friday Cup',
    shortDescription: '<p>One evening, one leaderboard.</p>',
    description: '<p>Play <strong>ranked</strong> games.</p>',
    gameId: 'valorant',
    type: 'daily',
    preset: 'daily',
    startsAt: inHours(2),
    ...overrides,
  };
}

async function create(body: Record<string, unknown>, by: Player = admin) {
  return app.inject({ method: 'POST', url: '/api/admin/challenges', headers: bearer(by), payload: body });
}

async function createOk(body: Record<string, unknown>): Promise<string> {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json() as { status: string; data: { id: string } };
  expect(answer.status).toBe('success');
  return answer.data.id;
}

async function read(id: string): Promise<AdminChallenge> {
  const response = await app.inject({ url: `/api/admin/challenges/${id}`, headers: bearer(admin) });
  expect(response.statusCode).toBe(200);
  return adminChallengeResponseSchema.parse(response.json()).data;
}

async function gCoins(who: Player): Promise<number> {
  const { rows } = await database.query<{ gcoins: string }>(
    'select gcoins::text from wallets where user_id = $1',
    [who.id],
  );
  return Number(rows[0]?.gcoins ?? 0);
}

async function auditEntries(targetId: string) {
  const { rows } = await database.query<{
    action: string;
    actor_id: string;
    before: unknown;
    after: unknown;
  }>('select action, actor_id, before, after from operator_audit_log where target_id = $1 order by id', [
    targetId,
  ]);
  return rows;
}

function enrol(who: Player, challengeId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/challenge/enroll',
    headers: bearer(who),
    payload: { challengeId },
  });
}

describe('POST /api/admin/challenges', () => {
  it('fills duration, fee, prizes, places, game limit and skill level from each preset', async () => {
    const startsAt = new Date(Date.now() + hours(3)).toISOString().replace(/\.\d+Z$/, '.000Z');
    for (const name of ['premium', 'free', 'daily', 'booster'] as const) {
      const id = await createOk(form({ type: name, preset: name, startsAt, title: `Preset ${name}` }));
      const preset = challengePresets[name];
      const challenge = await read(id);
      expect(challenge).toMatchObject({
        title: `Preset ${name}`,
        gameId: 'valorant',
        type: preset.type,
        status: 0,
        startTime: startsAt,
        endTime: new Date(Date.parse(startsAt) + hours(preset.durationHours)).toISOString(),
        durationHours: preset.durationHours,
        entryFee: preset.entryFee,
        maxPlayers: preset.maxPlayers,
        gameLimit: preset.gameLimit,
        skillLevel: preset.skillLevel,
        image: '/games/valorant.svg',
        participants: 0,
        feesCollected: 0,
        cancelledAt: null,
      });
      expect(challenge.prizes).toEqual(
        preset.prizes.map((prize, index) => ({
          rank: index + 1,
          title: prize.title,
          valueCents: prize.valueCents,
          crystals: prize.valueCents / 2,
        })),
      );
    }
    const premium = challengePresets.premium;
    expect([premium.durationHours, premium.entryFee, premium.prizes.length]).toEqual([72, 1, 5]);
  });

  it('states the XP the lifecycle really awards', () => {
    for (const preset of Object.values(challengePresets)) {
      const booster = preset.type === 'booster';
      expect(preset.xp.participation).toBe(challengeXp({ rank: 9, isWinner: false, booster }));
      preset.xp.placement.forEach((bonus, index) => {
        expect(preset.xp.participation + bonus).toBe(
          challengeXp({ rank: index + 1, isWinner: true, booster }),
        );
      });
    }
  });

  it('takes explicit values over the preset, and endsAt instead of a duration', async () => {
    const startsAt = '2099-01-01T10:00:00.000Z';
    const id = await createOk(
      form({
        preset: undefined,
        type: 'daily',
        startsAt,
        endsAt: '2099-01-02T10:00:00+00:00',
        entryFee: 5,
        maxPlayers: 7,
        gameLimit: 3,
        skillLevel: 12,
        prizes: [{ title: 'Winner', valueCents: 400 }],
      }),
    );
    expect(await read(id)).toMatchObject({
      durationHours: 24,
      endTime: '2099-01-02T10:00:00.000Z',
      entryFee: 5,
      maxPlayers: 7,
      gameLimit: 3,
      skillLevel: 12,
      prizes: [{ rank: 1, title: 'Winner', valueCents: 400, crystals: 200 }],
      type: 'daily',
    });
  });

  it('refuses a form that is incomplete, inconsistent or in the past, with readable messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        form({ preset: undefined }),
        'durationHours: is required without a preset (or give endsAt); maxPlayers: is required without a preset; ' +
          'entryFee: is required without a preset; prizes: is required without a preset (an empty list is XP only)',
      ],
      [
        form({ type: 'premium' }),
        'type: 24 hours, an entry fee of 0 and these prizes make a daily challenge, not premium',
      ],
      [form({ startsAt: inHours(-1) }), 'startsAt: must be in the future.'],
      [form({ gameId: 'chess' }), 'gameId: Game not found.'],
      [form({ title: '   ' }), 'title: is required'],
      [
        form({ prizes: [{ title: 'Odd', valueCents: 3 }] }),
        'prizes.0.valueCents: must be an even number of cents',
      ],
      [form({ skillLevel: 19 }), 'skillLevel: must be at most 18'],
      [form({ image: 'javascript:alert(1)' }), 'image: must be a site path such as /games/lol.svg'],
      [form({ image: '/games/unknown.svg' }), 'image: must be an image uploaded here'],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message).toContain(message);
    }
  });

  it('strips XSS payloads on save and refuses a description that is empty once sanitised', async () => {
    const id = await createOk(
      form({
        description:
          '<p dir="rtl" onclick="steal()" style="color:red">Hi <img src=x onerror=alert(1)><script>alert(1)</script>' +
          '<a href="javascript:alert(1)">bad</a> <a href="https://arena.example/rules" target="_blank">rules</a></p>' +
          '<iframe src="https://evil.example"></iframe><svg onload=alert(1)><p>x</p></svg>',
        shortDescription: '<b onmouseover="x()">Short</b><style>body{}</style>',
      }),
    );
    const challenge = await read(id);
    expect(challenge.description).toBe(
      '<p dir="rtl">Hi <a>bad</a> <a href="https://arena.example/rules" target="_blank">rules</a></p><p>x</p>',
    );
    expect(challenge.shortDescription).toBe('<b>Short</b>');

    const empty = await create(form({ description: '<script>alert(1)</script><p>   </p><img src=x>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(
      errorAnswer('description: is empty once unsafe HTML is removed', 'adminChallenge.emptyDescription', {
        field: 'description',
      }),
    );
  });

  it('answers 403 to a player and 401 without a token, and creates nothing', async () => {
    const before = await database.query<{ n: string }>('select count(*)::text as n from challenges');
    const refused = await create(form(), player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorAnswer(adminOnlyMessage));
    const anonymous = await app.inject({ method: 'POST', url: '/api/admin/challenges', payload: form() });
    expect(anonymous.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/admin/challenges'],
      ['GET', '/api/admin/games'],
      ['GET', '/api/admin/ledger/totals'],
      ['GET', '/api/admin/ledger/export.csv'],
      ['PUT', '/api/admin/games/lol'],
      ['POST', '/api/admin/uploads/image'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: bearer(player),
        payload: { isActive: false },
      });
      expect(response.statusCode, url).toBe(403);
    }
    const after = await database.query<{ n: string }>('select count(*)::text as n from challenges');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    const games = await database.query<{ is_active: boolean }>(
      "select is_active from games where id = 'lol'",
    );
    expect(games.rows[0]!.is_active).toBe(true);
  });

  it('writes challenge.create to the audit log with the challenge after', async () => {
    const id = await createOk(form({ title: 'Audited create' }));
    const entries = await auditEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'challenge.create', actor_id: admin.id, before: null });
    expect(entries[0]!.after).toMatchObject({ id, title: 'Audited create', entryFee: 0, durationHours: 24 });
  });
});

describe('PUT /api/admin/challenges/{id}', () => {
  it('edits an upcoming challenge and audits before and after', async () => {
    const id = await createOk(form({ title: 'Before edit' }));
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/challenges/${id}`,
      headers: bearer(admin),
      payload: form({ title: 'After edit', maxPlayers: 12 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminChallengeResponseSchema.parse(response.json()).data).toMatchObject({
      title: 'After edit',
      maxPlayers: 12,
    });
    const entries = await auditEntries(id);
    expect(entries.map((entry) => entry.action)).toEqual(['challenge.create', 'challenge.update']);
    expect(entries[1]!.before).toMatchObject({ title: 'Before edit', maxPlayers: 50 });
    expect(entries[1]!.after).toMatchObject({ title: 'After edit', maxPlayers: 12 });
  });

  it('answers 409 once the challenge has started, and 404 for an unknown id', async () => {
    const id = await createOk(form({ title: 'Starts soon' }));
    await database.query(`update challenges set start_time = now() - interval '1 minute' where id = $1`, [
      id,
    ]);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/challenges/${id}`,
      headers: bearer(admin),
      payload: form({ title: 'Too late' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorAnswer('This challenge has started and can no longer be edited.'));
    expect((await read(id)).title).toBe('Starts soon');
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/admin/challenges/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
      payload: form(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 403 to a player and changes nothing', async () => {
    const id = await createOk(form({ title: 'Not yours' }));
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/challenges/${id}`,
      headers: bearer(player),
      payload: form({ title: 'Hijacked' }),
    });
    expect(response.statusCode).toBe(403);
    expect((await read(id)).title).toBe('Not yours');
    expect((await auditEntries(id)).map((entry) => entry.action)).toEqual(['challenge.create']);
  });
});

describe('POST /api/admin/challenges/{id}/cancel', () => {
  async function paidChallenge(fee: number, count: number) {
    const id = await createOk(form({ title: `Paid ${fee}`, entryFee: fee, gameId: 'valorant' }));
    const players = await insertPlayers(database, jwtSecret, count, { gCoins: 20 });
    for (const who of players) expect((await enrol(who, id)).statusCode).toBe(200);
    return { id, players };
  }

  function cancel(id: string, by: Player = admin, reason = 'Server maintenance') {
    return app.inject({
      method: 'POST',
      url: `/api/admin/challenges/${id}/cancel`,
      headers: bearer(by),
      payload: { reason },
    });
  }

  it('refunds every entry fee once, tells every participant and hides the challenge from players', async () => {
    const { id, players } = await paidChallenge(5, 3);
    for (const who of players) expect(await gCoins(who)).toBe(15);
    const listed = await app.inject({
      url: `/api/admin/challenges?gameId=valorant&status=upcoming`,
      headers: bearer(admin),
    });
    const before = adminChallengesResponseSchema
      .parse(listed.json())
      .data.items.find((item) => item.id === id);
    expect(before).toMatchObject({ participants: 3, feesCollected: 15 });

    const response = await cancel(id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = cancelChallengeResponseSchema.parse(response.json());
    expect(answer.message).toBe('The challenge is cancelled and every entry fee refunded.');
    expect(answer.data).toMatchObject({ refundedPlayers: 3, refundedGCoins: 15 });
    expect(answer.data.challenge).toMatchObject({
      status: 3,
      cancelReason: 'Server maintenance',
      participants: 3,
      feesCollected: 0,
    });
    for (const who of players) expect(await gCoins(who)).toBe(20);

    const refunds = await database.query<{ idempotency_key: string; user_id: string }>(
      `select idempotency_key, user_id from journal_transactions where type = 'refund' and metadata ->> 'challengeId' = $1
       order by user_id`,
      [id],
    );
    expect(refunds.rows).toEqual(
      [...players]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((who) => ({ idempotency_key: `refund:${id}:${who.id}`, user_id: who.id })),
    );

    for (const who of players) {
      const { rows } = await database.query<{ email: string }>('select email from users where id = $1', [
        who.id,
      ]);
      const mails = await outboxFor(app, rows[0]!.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Challenge cancelled: Paid 5');
      expect(mails[0]!.text).toContain('Reason: Server maintenance');
      expect(mails[0]!.text).toContain('Your entry fee of 5 GCoins is back in your wallet.');
      expect(mails[0]!.text).toContain(`${publicUrl}/wallet`);
    }

    // Players no longer see it: not listed, not found, cannot enrol.
    const list = challengeListResponseSchema.parse(
      (await app.inject({ url: '/api/challenge/list?gameId=valorant' })).json(),
    );
    expect(list.data.map((challenge) => challenge.id)).not.toContain(id);
    expect((await app.inject({ url: `/api/challenge/${id}` })).statusCode).toBe(404);
    const late = await enrol(player, id);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({
      success: false,
      message: 'Challenge not found.',
      messageKey: 'enroll.notFound',
      messageParams: {},
    });

    // Once more: nothing refunded again, no second mail, no second audit entry.
    const again = await cancel(id);
    expect(again.statusCode).toBe(200);
    expect(cancelChallengeResponseSchema.parse(again.json()).data).toMatchObject({
      refundedPlayers: 0,
      refundedGCoins: 0,
    });
    for (const who of players) expect(await gCoins(who)).toBe(20);
    const audit = await auditEntries(id);
    expect(audit.map((entry) => entry.action)).toEqual(['challenge.create', 'challenge.cancel']);
    expect(audit[1]!.before).toMatchObject({ status: 0, feesCollected: 15 });
    expect(audit[1]!.after).toMatchObject({
      status: 3,
      feesCollected: 0,
      refundedPlayers: 3,
      refundedGCoins: 15,
    });
  });

  it(`refunds once when 20 cancels arrive at the same time (${testEngine})`, async () => {
    const { id, players } = await paidChallenge(3, 4);
    const responses = await Promise.all(Array.from({ length: 20 }, () => cancel(id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const refunded = responses.map(
      (response) => cancelChallengeResponseSchema.parse(response.json()).data.refundedPlayers,
    );
    expect(refunded.filter((count) => count === 4)).toHaveLength(1);
    expect(refunded.filter((count) => count === 0)).toHaveLength(19);
    for (const who of players) expect(await gCoins(who)).toBe(20);
    const { rows } = await database.query<{ n: string }>(
      `select count(*)::text as n from journal_transactions where type = 'refund' and metadata ->> 'challengeId' = $1`,
      [id],
    );
    expect(rows[0]!.n).toBe('4');
    expect((await auditEntries(id)).filter((entry) => entry.action === 'challenge.cancel')).toHaveLength(1);
  });

  it('cancels a running challenge, which the lifecycle then never finishes nor pays', async () => {
    const { id, players } = await paidChallenge(2, 2);
    await database.query(
      `update challenges set status = 1, start_time = now() - interval '1 hour', end_time = now() + interval '23 hours'
       where id = $1`,
      [id],
    );
    expect((await cancel(id)).statusCode).toBe(200);
    await runChallengeLifecycle(database, new Date(Date.now() + hours(48)));
    const { rows } = await database.query<{ status: number; finished_at: Date | null }>(
      'select status, finished_at from challenges where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 3, finished_at: null });
    const prizes = await database.query(
      `select 1 from journal_transactions where type = 'prize' and metadata ->> 'challengeId' = $1`,
      [id],
    );
    expect(prizes.rowCount).toBe(0);
    for (const who of players) expect(await gCoins(who)).toBe(20);
    const finishNow = await app.inject({
      method: 'POST',
      url: `/api/admin/challenges/${id}/finish-now`,
      headers: bearer(admin),
    });
    expect(finishNow.statusCode).toBe(409);
  });

  it('refuses a finished challenge (409), a player (403) and an empty reason (400)', async () => {
    const id = await createOk(form({ title: 'Will finish' }));
    expect((await cancel(id, player)).statusCode).toBe(403);
    expect((await read(id)).status).toBe(0);
    const empty = await cancel(id, admin, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(
      errorAnswer('Invalid request: reason: is required', 'request.invalid', {
        details: 'reason: is required',
      }),
    );
    const finish = await app.inject({
      method: 'POST',
      url: `/api/admin/challenges/${id}/finish-now`,
      headers: bearer(admin),
    });
    expect(finish.statusCode).toBe(200);
    const refused = await cancel(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorAnswer('This challenge has finished and cannot be cancelled.'));
  });

  it('the landing figure counts finished challenges, not cancelled ones', async () => {
    const count = async () =>
      dashboardResponseSchema.parse((await app.inject({ url: '/api/public/dashboard' })).json()).data
        .completed_challenges;
    const before = await count();
    const finished = await createOk(form({ title: 'Finished one' }));
    await app.inject({
      method: 'POST',
      url: `/api/admin/challenges/${finished}/finish-now`,
      headers: bearer(admin),
    });
    const cancelled = await createOk(form({ title: 'Cancelled one' }));
    await cancel(cancelled);
    expect(await count()).toBe(before + 1);
  });
});

describe('GET /api/admin/challenges', () => {
  it('filters by game and status and pages by 20 with the total', async () => {
    for (let index = 0; index < 22; index += 1) {
      await createOk(form({ gameId: 'cs2', title: `CS2 ${index}`, startsAt: inHours(10 + index) }));
    }
    const first = adminChallengesResponseSchema.parse(
      (await app.inject({ url: '/api/admin/challenges?gameId=cs2&status=0', headers: bearer(admin) })).json(),
    ).data;
    expect([first.total, first.page, first.pageSize, first.items.length]).toEqual([22, 1, 20, 20]);
    expect(first.items[0]!.title).toBe('CS2 21');
    const second = adminChallengesResponseSchema.parse(
      (await app.inject({ url: '/api/admin/challenges?gameId=cs2&page=2', headers: bearer(admin) })).json(),
    ).data;
    expect(second.items.map((item) => item.title)).toEqual(['CS2 1', 'CS2 0']);
    const bad = await app.inject({ url: '/api/admin/challenges?status=done', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('images and games', () => {
  function upload(bytes: Buffer, type = 'image/png', by: Player = admin) {
    const { payload, headers } = multipartFile('image', 'cover.png', type, bytes);
    return app.inject({
      method: 'POST',
      url: '/api/admin/uploads/image',
      headers: { ...headers, ...bearer(by) },
      payload,
    });
  }

  it('stores a PNG by its bytes, serves it, and lets a challenge use it', async () => {
    const response = await upload(tinyPng, 'text/plain');
    expect(response.statusCode).toBe(201);
    const { url } = adminImageUploadResponseSchema.parse(response.json());
    expect(url).toMatch(/^\/uploads\/challenge-images\/[0-9a-f]{64}\.png$/);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const id = await createOk(form({ image: url }));
    expect((await read(id)).image).toBe(url);
  });

  it('refuses a GIF, a text file and a file over 2 MB', async () => {
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual(errorAnswer('The image must be a PNG, JPEG or WebP file.'));
    expect((await upload(Buffer.from('not an image'), 'image/png')).statusCode).toBe(400);
    const big = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(errorAnswer('The image must be at most 2 MB.'));
  });

  it('lists every game with its waitlist, and changes order, image and open state with an audit entry', async () => {
    await database.query("update games set is_active = false where id = 'dota2'");
    const waiting = await insertPlayers(database, jwtSecret, 2);
    for (const who of waiting) {
      expect(
        (await app.inject({ method: 'POST', url: '/api/game/dota2/waitlist', headers: bearer(who) }))
          .statusCode,
      ).toBe(200);
    }
    const list = adminGamesResponseSchema.parse(
      (await app.inject({ url: '/api/admin/games', headers: bearer(admin) })).json(),
    );
    expect(list.data.find((game) => game.id === 'dota2')).toEqual({
      id: 'dota2',
      name: 'Dota 2',
      image: '/games/dota2.svg',
      order: 3,
      is_active: false,
      waitlistCount: 2,
    });
    expect(list.data).toHaveLength(5);

    const url = adminImageUploadResponseSchema.parse((await upload(tinyPng)).json()).url;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/games/dota2',
      headers: bearer(admin),
      payload: { isActive: true, sortOrder: 9, image: url },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { id: 'dota2', name: 'Dota 2', image: url, order: 9, is_active: true },
    });
    const after = adminGamesResponseSchema.parse(
      (await app.inject({ url: '/api/admin/games', headers: bearer(admin) })).json(),
    );
    expect(after.data.at(-1)).toMatchObject({ id: 'dota2', waitlistCount: 0 });
    const audit = await auditEntries('dota2');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'game.update',
      actor_id: admin.id,
      before: { id: 'dota2', image: '/games/dota2.svg', order: 3, is_active: false },
      after: { id: 'dota2', image: url, order: 9, is_active: true, waitlistEmailed: 2 },
    });
    const empty = await app.inject({
      method: 'PUT',
      url: '/api/admin/games/dota2',
      headers: bearer(admin),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const badImage = await app.inject({
      method: 'PUT',
      url: '/api/admin/games/dota2',
      headers: bearer(admin),
      payload: { image: '/uploads/challenge-images/' + '0'.repeat(64) + '.png' },
    });
    expect(badImage.statusCode).toBe(400);
  });
});
