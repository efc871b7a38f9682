// Saved cards (issue 10): the sandbox card provider's page end to end (saved, refused, declined,
// cancelled), the signed webhook, the list and delete of one's own cards, no card number anywhere in
// Arena's tables or logs, and the live tokenization adapter against recorded responses.
import { Writable } from 'node:stream';
import { cardMessages, cardRedirects, type SavedCard } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { maskPan } from '../src/cards/card-tokenization';
import { findOwnCard } from '../src/cards/payment-methods-repository';
import { tokenizeSandboxCard } from '../src/cards/sandbox-cards';
import type { Fetch } from '../src/payments/checkout-provider';
import { signHostedWebhook } from '../src/payments/hosted-provider';
import { createLiveHostedProvider } from '../src/payments/live-hosted';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';
import type { Config } from '../src/config';
import { paymentErrorAnswer } from './support/error-answer';

let database: TestDatabase;
let app: FastifyInstance;
let config: Config;
const logLines: string[] = [];
let player: TestUser;

const year = new Date().getUTCFullYear() + 2;
const visa = {
  number: '4111 1111 1111 1111',
  exp_month: '07',
  exp_year: String(year),
  cvc: '123',
  name: 'Nadia Player',
};
const usedNumbers = [
  '4111111111111111',
  '5555555555554444',
  '378282246310005',
  '4242424242424242',
  '4111111111111112',
];

beforeAll(async () => {
  database = await createTestDatabase();
  config = testConfig({ JWT_SECRET: 'cards-test-secret-'.padEnd(48, 'x'), LOG_LEVEL: 'trace' });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(config, { database, logStream });
});
beforeEach(async () => {
  player = await insertTestUser(database, config.jwtSecret);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function startSession(user = player): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/get-tokenization-url',
    headers: bearer(user),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { status: string; paymentURL: string };
  expect(body.status).toBe('success');
  const url = new URL(body.paymentURL);
  expect(url.origin).toBe(new URL(config.publicUrl).origin);
  expect(url.pathname).toMatch(/^\/sandbox\/cards\/cts_[0-9a-f]{24}$/);
  return url.pathname;
}

function submit(path: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function saveCard(fields: Record<string, string>, user = player) {
  const path = await startSession(user);
  const response = await submit(path, { ...fields, action: 'approve' });
  expect(response.statusCode).toBe(302);
  expect(String(response.headers.location)).toBe(`${config.publicUrl}${cardRedirects.saved}`);
}

async function list(user = player): Promise<SavedCard[]> {
  const response = await app.inject({ url: '/api/payments/methods', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { methods: SavedCard[] }).methods;
}

async function count(table: string, userId = player.id): Promise<number> {
  const column = table === 'sandbox_card_sessions' ? null : 'user_id';
  const { rows } = await database.query<{ count: string | number }>(
    column
      ? `select count(*) as count from ${table} where ${column} = $1`
      : `select count(*) as count from ${table}`,
    column ? [userId] : [],
  );
  return Number(rows[0]?.count);
}

describe('the sandbox tokenization page', () => {
  it('needs a signed-in player for the URL', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/payments/get-tokenization-url' });
    expect(response.statusCode).toBe(401);
  });

  it('shows a card form with Save card and Cancel, and 404 for an unknown session', async () => {
    const path = await startSession();
    const page = await app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    for (const field of ['number', 'exp_month', 'exp_year', 'cvc', 'name'])
      expect(page.body).toContain(`name="${field}"`);
    expect(page.body).toContain('>Save card</button>');
    expect(page.body).toContain('>Cancel</button>');
    expect((await app.inject({ url: '/sandbox/cards/cts_nope' })).statusCode).toBe(404);
  });

  it('saves a Visa test card with its brand, mask and expiry, preferred as the first card', async () => {
    await saveCard(visa);
    const methods = await list();
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({
      brand: 'Visa',
      pan_masked: '411111******1111',
      last4: '1111',
      expiry_month: 7,
      expiry_year: year,
      preferred: true,
    });
    const { rows } = await database.query<{ status: string }>(
      `select status from card_tokenization_sessions where user_id = $1`,
      [player.id],
    );
    expect(rows).toEqual([{ status: 'saved' }]);
  });

  it('saves Amex with a four-digit code and lists newest first, the first one staying preferred', async () => {
    await saveCard(visa);
    await saveCard({ ...visa, number: '3782 822463 10005', cvc: '1234' });
    const methods = await list();
    expect(methods.map((m) => [m.brand, m.pan_masked, m.preferred])).toEqual([
      ['American Express', '378282*****0005', false],
      ['Visa', '411111******1111', true],
    ]);
  });

  it('declines a valid number that is not a test card, with the message on the page; nothing saved', async () => {
    const path = await startSession();
    const response = await submit(path, { ...visa, number: '4242 4242 4242 4242', action: 'approve' });
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain(cardMessages.declined);
    expect(response.body).not.toContain('4242');
    expect(await list()).toEqual([]);
    expect(await count('payment_methods')).toBe(0);
    // The session stays open: another card can still be tried.
    await submit(path, { ...visa, action: 'approve' });
    expect((await list()).map((m) => m.last4)).toEqual(['1111']);
  });

  it('refuses a number failing the check digit, an expired card and a short code; nothing saved', async () => {
    const path = await startSession();
    const bad = await submit(path, { ...visa, number: '4111111111111112', action: 'approve' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The card number is not valid.');
    const expired = await submit(path, { ...visa, exp_year: '2001', action: 'approve' });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('The card has expired.');
    const code = await submit(path, { ...visa, cvc: '12', action: 'approve' });
    expect(code.body).toContain('The security code must be 3 digits.');
    expect(await list()).toEqual([]);
  });

  it('Cancel goes back to the profile with card=cancelled and saves nothing', async () => {
    const path = await startSession();
    const response = await submit(path, { action: 'cancel' });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toBe(`${config.publicUrl}${cardRedirects.cancelled}`);
    expect(await list()).toEqual([]);
    const { rows } = await database.query<{ status: string }>(
      `select status from card_tokenization_sessions where user_id = $1`,
      [player.id],
    );
    expect(rows).toEqual([{ status: 'cancelled' }]);
    // The page no longer takes a card.
    expect((await submit(path, { ...visa, action: 'approve' })).statusCode).toBe(409);
    expect(await count('payment_methods')).toBe(0);
  });
});

describe('the card webhook', () => {
  it('refuses a forged signature and saves nothing', async () => {
    const path = await startSession();
    const sessionId = path.split('/').pop()!;
    await tokenizeSandboxCard(database, sessionId, {
      number: visa.number,
      expiryMonth: '7',
      expiryYear: String(year),
      cvc: '123',
      name: 'x',
    });
    const body = JSON.stringify({ id: 'evt_forged', type: 'card.tokenized', data: { id: sessionId } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/cards',
      headers: {
        'content-type': 'application/json',
        'x-hosted-signature': signHostedWebhook('not-the-secret', body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    expect(await count('payment_methods')).toBe(0);
  });

  it('a signed delivery saves once however often it comes; a lost one is settled when the list is read', async () => {
    const path = await startSession();
    const sessionId = path.split('/').pop()!;
    await tokenizeSandboxCard(database, sessionId, {
      number: '5555 5555 5555 4444',
      expiryMonth: '1',
      expiryYear: String(year),
      cvc: '123',
      name: 'x',
    });
    const body = JSON.stringify({ id: 'evt_card_1', type: 'card.tokenized', data: { id: sessionId } });
    const secret = config.sandboxSecrets.hostedWebhook!;
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhook/cards',
        headers: {
          'content-type': 'application/json',
          'x-hosted-signature': signHostedWebhook(secret, body, Math.floor(Date.now() / 1000)),
        },
        payload: body,
      });
    const answers = await Promise.all([deliver(), deliver(), deliver()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await count('payment_methods')).toBe(1);

    // A second session tokenized with no webhook at all: the list asks the provider.
    const second = (await startSession()).split('/').pop()!;
    await tokenizeSandboxCard(database, second, {
      number: '6011111111111117',
      expiryMonth: '12',
      expiryYear: String(year),
      cvc: '123',
      name: 'x',
    });
    expect((await list()).map((m) => [m.brand, m.last4, m.preferred])).toEqual([
      ['Discover', '1117', false],
      ['Mastercard', '4444', true],
    ]);
  });
});

describe('list and delete', () => {
  it("never lists another player's card; deleting it, an unknown or a malformed id is 404 Card not found", async () => {
    const other = await insertTestUser(database, config.jwtSecret);
    await saveCard(visa, other);
    const [theirs] = await list(other);
    expect(await list()).toEqual([]);
    for (const id of [theirs!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/payments/methods/${id}`,
        headers: bearer(player),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(paymentErrorAnswer(cardMessages.notFound));
    }
    expect((await list(other)).map((m) => m.id)).toEqual([theirs!.id]);
    expect(await findOwnCard(database, player.id, theirs!.id)).toBeNull();
    expect(await findOwnCard(database, other.id, 'not-a-uuid')).toBeNull();
    expect(await findOwnCard(database, other.id, theirs!.id)).toEqual({
      id: theirs!.id,
      providerToken: expect.stringMatching(/^tok_[0-9a-f]{32}$/) as unknown,
      brand: 'Visa',
      last4: '1111',
    });
  });

  it('soft-deletes own cards; the next newest becomes preferred; a deleted card is gone for payouts', async () => {
    await saveCard(visa);
    await saveCard({ ...visa, number: '5555555555554444' });
    await saveCard({ ...visa, number: '3530111333300000' });
    const [jcb, mastercard, first] = await list();
    expect(first!.preferred).toBe(true);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/payments/methods/${first!.id}`,
      headers: bearer(player),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: cardMessages.deleted });
    expect((await list()).map((m) => [m.id, m.preferred])).toEqual([
      [jcb!.id, true],
      [mastercard!.id, false],
    ]);
    expect(await findOwnCard(database, player.id, first!.id)).toBeNull();
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/payments/methods/${first!.id}`,
      headers: bearer(player),
    });
    expect(again.statusCode).toBe(404);
    // Soft delete: the row stays (a past card payout still names it).
    expect(await count('payment_methods')).toBe(3);
    await app.inject({
      method: 'DELETE',
      url: `/api/payments/methods/${mastercard!.id}`,
      headers: bearer(player),
    });
    expect((await list()).map((m) => [m.id, m.preferred])).toEqual([[jcb!.id, true]]);
  });
});

describe('no card number in Arena', () => {
  it('no table and no log line holds any number typed on the page', async () => {
    await saveCard(visa);
    await saveCard({ ...visa, number: '5555-5555-5555-4444' });
    await saveCard({ ...visa, number: '378282246310005', cvc: '1234' });
    const path = await startSession();
    await submit(path, { ...visa, number: '4242424242424242', action: 'approve' });
    await submit(path, { ...visa, number: '4111111111111112', action: 'approve' });
    expect(logLines.length).toBeGreaterThan(10);
    const dumps: string[] = [];
    for (const table of [
      'payment_methods',
      'card_tokenization_sessions',
      'sandbox_card_sessions',
      'payment_webhook_events',
    ]) {
      const { rows } = await database.query(`select * from ${table}`);
      dumps.push(JSON.stringify(rows));
    }
    for (const text of [...dumps, ...logLines]) {
      for (const number of usedNumbers) expect(text).not.toContain(number);
    }
    expect(dumps[0]).toContain('555555******4444');
  });
});

describe('live tokenization adapter (recorded responses)', () => {
  const base = 'https://api.pay.example/v1';
  function recorded(answers: Record<string, { status?: number; body: unknown }>) {
    const calls: { url: string; method: string; headers: Record<string, string>; body: string }[] = [];
    const fetchImpl: Fetch = async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({
        url,
        method,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === 'string' ? init.body : '',
      });
      const answer = answers[`${method} ${url}`];
      if (!answer) return new Response('not recorded', { status: 599 });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    return { fetchImpl, calls };
  }

  it('creates a session with the idempotency key and reads a tokenized card, masking a bare number', async () => {
    const { fetchImpl, calls } = recorded({
      [`POST ${base}/tokenization_sessions`]: {
        status: 201,
        body: { id: 'ts_8Kq2', status: 'open', redirect_url: 'https://pay.example/tokenize/ts_8Kq2' },
      },
      [`GET ${base}/tokenization_sessions/ts_8Kq2`]: {
        body: {
          id: 'ts_8Kq2',
          status: 'completed',
          reference: 'ref-1',
          card: {
            token: 'card_tok_91',
            brand: 'Mastercard',
            pan_masked: '5555555555554444',
            expiry_month: 3,
            expiry_year: 2031,
          },
        },
      },
      [`GET ${base}/tokenization_sessions/ts_gone`]: { status: 404, body: { error: 'not_found' } },
      [`GET ${base}/tokenization_sessions/ts_open`]: {
        body: { id: 'ts_open', status: 'open', reference: 'ref-2' },
      },
      [`GET ${base}/tokenization_sessions/ts_bad`]: {
        body: { id: 'ts_bad', status: 'completed', card: { token: 't' } },
      },
    });
    const provider = createLiveHostedProvider({ apiKey: 'sk_live_x', apiBase: base }, 'whsec', fetchImpl);
    expect(
      await provider.createTokenizationSession({
        reference: 'ref-1',
        returnUrl: 'https://arena.example/profile?tab=payment-methods&card=saved',
        cancelUrl: 'https://arena.example/profile?tab=payment-methods&card=cancelled',
      }),
    ).toEqual({ sessionId: 'ts_8Kq2', url: 'https://pay.example/tokenize/ts_8Kq2' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_live_x',
        'idempotency-key': 'ref-1',
        'content-type': 'application/json',
      },
    });
    expect(JSON.parse(calls[0]!.body)).toEqual({
      reference: 'ref-1',
      success_url: 'https://arena.example/profile?tab=payment-methods&card=saved',
      cancel_url: 'https://arena.example/profile?tab=payment-methods&card=cancelled',
    });
    expect(await provider.getTokenizationSession('ts_8Kq2')).toEqual({
      sessionId: 'ts_8Kq2',
      reference: 'ref-1',
      status: 'tokenized',
      card: {
        token: 'card_tok_91',
        brand: 'Mastercard',
        panMasked: '555555******4444',
        last4: '4444',
        expiryMonth: 3,
        expiryYear: 2031,
      },
    });
    expect(await provider.getTokenizationSession('ts_gone')).toBeNull();
    expect(await provider.getTokenizationSession('ts_open')).toEqual({
      sessionId: 'ts_open',
      reference: 'ref-2',
      status: 'pending',
      card: null,
    });
    await expect(provider.getTokenizationSession('ts_bad')).rejects.toThrow(/tokenized session without/);
  });

  it('maskPan keeps six and four', () => {
    expect(maskPan('4111 1111 1111 1111')).toBe('411111******1111');
    expect(maskPan('30569309025904')).toBe('305693****5904');
    expect(maskPan('4111********1111')).toBe('4111********1111');
  });
});
