// Ledger totals and the CSV export (issue 12, docs/decisions/0021): exact figures per type and UTC
// day for known data, money in and out, the liability now, the period rules, CSV quoting, and admin
// only. Engine-neutral; the ledger audit is clean after every test.
import { randomUUID } from 'node:crypto';
import { ledgerTotalsResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { systemAccount, userAccount } from '../src/ledger/accounts';
import { auditLedger } from '../src/ledger/audit';
import { creditPrize } from '../src/ledger/prizes';
import { creditPackPurchase } from '../src/ledger/purchases';
import { post } from '../src/ledger/post';
import { csvField, periodOf } from '../src/operators/ledger-totals';
import { insertPlayers, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { errorAnswer } from './support/error-answer';

const jwtSecret = 'operator-ledger-secret-'.padEnd(48, 'x');
let database: TestDatabase;
let app: FastifyInstance;
let admin: Player;
let alice: Player;
let bob: Player;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ JWT_SECRET: jwtSecret }), { database });
  admin = (await insertPlayers(database, jwtSecret, 1, { role: 'admin' }))[0]!;
  const players = await insertPlayers(database, jwtSecret, 2, { provider: null });
  alice = players[0]!;
  bob = players[1]!;

  // 2026-03-01: Alice buys the 3 pack (14.86 USD), doubled as her first purchase; Bob wins 500 crystals.
  const bought = await creditPackPurchase(database, {
    userId: alice!.id,
    paymentKey: 'pay-1',
    provider: 'checkout',
    priceCents: 1_486,
    gCoins: 3,
  });
  ids.purchase = bought.transactionId;
  const prize = await creditPrize(database, { userId: bob!.id, challengeId: randomUUID(), crystals: 500 });
  ids.prize = prize.transactionId;
  // 2026-03-02: Bob withdraws 200 crystals (paid out: 4 USD) and asks for 100 more (pending: 2 USD).
  for (const [key, crystals, status] of [
    ['w-paid', 200, 'completed'],
    ['w-pending', 100, 'pending'],
  ] as const) {
    const posted = await database.transaction((tx) =>
      post(tx, {
        type: 'withdrawal',
        idempotencyKey: `withdrawal:${key}`,
        userId: bob!.id,
        description: `Withdrawal, "quoted", with a comma`,
        metadata: { crystals, method: 'paypal' },
        status: status === 'completed' ? 'completed' : 'pending',
        lines: [
          { account: userAccount(bob!.id, 'crystal'), amount: -crystals },
          { account: systemAccount('payouts', 'crystal'), amount: crystals },
        ],
      }),
    );
    ids[key] = posted.transactionId;
    await database.query(
      `insert into withdrawals (user_id, method, crystals, usd_cents, payment_email, status, journal_transaction_id,
                                completed_at)
       values ($1, 'paypal', $2, $3, 'bob@example.test', $4, $5, $6)`,
      [
        bob!.id,
        crystals,
        crystals * 2,
        status,
        posted.transactionId,
        status === 'completed' ? '2026-03-02T15:00:00Z' : null,
      ],
    );
  }
  const bonus = await database.query<{ id: string }>(
    `select id from journal_transactions where type = 'purchase_bonus' and user_id = $1`,
    [alice!.id],
  );
  ids.bonus = bonus.rows[0]!.id;
  const at: [string, string][] = [
    [ids.purchase!, '2026-03-01T09:00:00Z'],
    [ids.bonus!, '2026-03-01T09:00:00.5Z'],
    [ids.prize!, '2026-03-01T23:59:59Z'],
    [ids['w-paid']!, '2026-03-02T00:00:00Z'],
    [ids['w-pending']!, '2026-03-02T10:00:00Z'],
  ];
  for (const [id, when] of at) {
    await database.query('update journal_transactions set created_at = $2 where id = $1', [id, when]);
  }
});

afterAll(async () => {
  await app.close();
  await database.close();
});

afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

const bearer = (who: Player) => ({ authorization: `Bearer ${who.token}` });

describe('GET /api/admin/ledger/totals', () => {
  it('totals each type and UTC day, money in and out, and the liability now', async () => {
    const response = await app.inject({
      url: '/api/admin/ledger/totals?from=2026-03-01&to=2026-03-02',
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ledgerTotalsResponseSchema.parse(response.json())).toEqual({
      status: 'success',
      data: {
        from: '2026-03-01',
        to: '2026-03-02',
        byType: [
          { type: 'prize', count: 1, gcoins: 0, crystals: 500 },
          { type: 'purchase', count: 1, gcoins: 3, crystals: 0 },
          { type: 'purchase_bonus', count: 1, gcoins: 3, crystals: 0 },
          { type: 'withdrawal', count: 2, gcoins: 0, crystals: 300 },
        ],
        byDay: [
          { day: '2026-03-01', type: 'prize', count: 1, gcoins: 0, crystals: 500 },
          { day: '2026-03-01', type: 'purchase', count: 1, gcoins: 3, crystals: 0 },
          { day: '2026-03-01', type: 'purchase_bonus', count: 1, gcoins: 3, crystals: 0 },
          { day: '2026-03-02', type: 'withdrawal', count: 2, gcoins: 0, crystals: 300 },
        ],
        moneyIn: { purchases: 1, usdCents: 1_486 },
        moneyOut: { payouts: 1, usdCents: 400 },
        liability: {
          gcoins: 6,
          crystals: 200,
          pendingWithdrawals: { count: 1, crystals: 100, usdCents: 200 },
        },
      },
    });

    const oneDay = ledgerTotalsResponseSchema.parse(
      (
        await app.inject({
          url: '/api/admin/ledger/totals?from=2026-03-02&to=2026-03-02',
          headers: bearer(admin),
        })
      ).json(),
    ).data;
    expect(oneDay.byType).toEqual([{ type: 'withdrawal', count: 2, gcoins: 0, crystals: 300 }]);
    expect(oneDay.moneyIn).toEqual({ purchases: 0, usdCents: 0 });
    expect(oneDay.moneyOut).toEqual({ payouts: 1, usdCents: 400 });
  });

  it('defaults to the last 30 days and refuses a period over 366 days or backwards', async () => {
    expect(periodOf({}, new Date('2026-03-31T12:00:00Z'))).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-31',
    });
    expect(periodOf({ to: '2026-03-02' })).toMatchObject({ from: '2026-02-01', to: '2026-03-02' });
    const defaults = await app.inject({ url: '/api/admin/ledger/totals', headers: bearer(admin) });
    expect(defaults.statusCode).toBe(200);
    const tooLong = await app.inject({
      url: '/api/admin/ledger/totals?from=2025-01-01&to=2026-01-02',
      headers: bearer(admin),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(
      errorAnswer('from: a period is at most 366 days (this one is 367)', 'ledger.periodTooLong', {
        max: 366,
        days: 367,
      }),
    );
    const backwards = await app.inject({
      url: '/api/admin/ledger/totals?from=2026-03-02&to=2026-03-01',
      headers: bearer(admin),
    });
    expect(backwards.json()).toEqual(errorAnswer('from: must be on or before to'));
    const notADate = await app.inject({
      url: '/api/admin/ledger/totals?from=yesterday',
      headers: bearer(admin),
    });
    expect(notADate.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const url of ['/api/admin/ledger/totals', '/api/admin/ledger/export.csv']) {
      expect((await app.inject({ url, headers: bearer(alice!) })).statusCode).toBe(403);
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/ledger/export.csv', () => {
  it('has one line per journal transaction with its entries, quoted as RFC 4180 says', async () => {
    const response = await app.inject({
      url: '/api/admin/ledger/export.csv?from=2026-03-01&to=2026-03-02',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="arena-ledger-2026-03-01-to-2026-03-02.csv"',
    );
    const a = alice!.id;
    const b = bob!.id;
    expect(response.body).toBe(
      [
        'created_at,transaction_id,type,status,user_id,idempotency_key,description,gcoins,crystals,entries',
        `2026-03-01T09:00:00.000Z,${ids.purchase},purchase,completed,${a},purchase:pay-1,Bought the 3 GCoin pack for $14.86,3,0,user:${a}:gcoin +3; system:purchases:gcoin -3`,
        `2026-03-01T09:00:00.500Z,${ids.bonus},purchase_bonus,completed,${a},first_purchase_bonus:${a},First purchase bonus: 3 free GCoins,3,0,user:${a}:gcoin +3; system:purchase_bonus:gcoin -3`,
        `2026-03-01T23:59:59.000Z,${ids.prize},prize,completed,${b},${await key(ids.prize!)},${await description(ids.prize!)},0,500,user:${b}:crystal +500; system:prizes:crystal -500`,
        `2026-03-02T00:00:00.000Z,${ids['w-paid']},withdrawal,completed,${b},withdrawal:w-paid,"Withdrawal, ""quoted"", with a comma",0,200,user:${b}:crystal -200; system:payouts:crystal +200`,
        `2026-03-02T10:00:00.000Z,${ids['w-pending']},withdrawal,pending,${b},withdrawal:w-pending,"Withdrawal, ""quoted"", with a comma",0,100,user:${b}:crystal -100; system:payouts:crystal +100`,
        '',
      ].join('\r\n'),
    );
  });

  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(-5)).toBe('-5');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('a\rb')).toBe('"a\rb"');
  });
});

async function key(id: string): Promise<string> {
  const { rows } = await database.query<{ idempotency_key: string }>(
    'select idempotency_key from journal_transactions where id = $1',
    [id],
  );
  return rows[0]!.idempotency_key;
}

async function description(id: string): Promise<string> {
  const { rows } = await database.query<{ description: string }>(
    'select description from journal_transactions where id = $1',
    [id],
  );
  return rows[0]!.description;
}
