// Issue 13 "Language": every answer that carries a message names it with a catalogue key and its
// params beside the unchanged English text (@arena/contract server-messages.ts), so a client can show
// the reader's language. A sample across the ways a message is made: a thrown HttpError, an enrolment
// refusal with a param, a zod validation error, a route's own invalid-input text, the input guard, the
// 404 of an unknown route, a 429 of the rate limiter, a login throttle and a success message.
import { renderServerMessage } from '@arena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hours, insertChallenge, insertPlayers } from './support/challenge-fixtures';
import {
  register,
  registration,
  startAuthTestApp,
  uniqueEmail,
  type AuthTestApp,
} from './support/auth-test-app';

let t: AuthTestApp;
let limited: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
  // One registration an hour per address (10 × 0.1): the second is a 429.
  limited = await startAuthTestApp({ RATE_LIMIT_SCALE: '0.1' });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const jwtSecret = 'auth-test-secret-'.padEnd(48, 'x');

describe('messageKey and messageParams on the wire', () => {
  it('a duplicate registration answers auth.emailTaken beside the English text', async () => {
    const email = uniqueEmail('taken');
    expect((await register(t.app, registration({ email }))).statusCode).toBe(201);
    const again = await register(t.app, registration({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'error',
      message: 'An account with this email already exists.',
      messageKey: 'auth.emailTaken',
      messageParams: {},
    });
  });

  it('a registration success names its message too', async () => {
    const response = await register(t.app, registration({ email: uniqueEmail('welcome') }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Registration successful. Please check your email to verify your account.',
      messageKey: 'auth.registered',
      messageParams: {},
    });
  });

  it('a domain rule the server checks answers the domain key with its params', async () => {
    const response = await register(t.app, registration({ password: 'short77', passwordConfirm: 'short77' }));
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Password must be at least 8 characters long',
      messageKey: 'validation.password.tooShort',
      messageParams: { count: 8 },
    });
  });

  it('enrolment without a linked account answers enroll.noLinkedAccount with the game', async () => {
    const [unlinked] = await insertPlayers(t.database, jwtSecret, 1, { provider: null, gCoins: 2 });
    const challengeId = await insertChallenge(t.database, {
      start: new Date(Date.now() + hours(1)),
      entryFee: 1,
      gameId: 'valorant',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/challenge/enroll',
      headers: { authorization: `Bearer ${unlinked!.token}` },
      payload: { challengeId },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Link your Valorant account to join this challenge.',
      messageKey: 'enroll.noLinkedAccount',
      messageParams: { game: 'Valorant' },
    });
    expect(renderServerMessage('enroll.noLinkedAccount', { game: 'Valorant' })).toBe(
      (response.json() as { message: string }).message,
    );
  });

  it('a zod validation error answers request.invalid with the details', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/challenge/enroll',
      headers: { authorization: `Bearer ${(await insertPlayers(t.database, jwtSecret, 1))[0]!.token}` },
      payload: { challengeId: 42 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as {
      message: string;
      messageKey: string;
      messageParams: { details: string };
    };
    expect(body.messageKey).toBe('request.invalid');
    expect(body.message).toBe(`Invalid request: ${body.messageParams.details}`);
    expect(body.messageParams.details).toContain('challengeId');
  });

  it('the input guard, an unknown route and an HttpError with params answer their keys', async () => {
    const control = await t.app.inject({ url: '/api/public-profile/leaderboard?x=%00' });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toEqual({
      status: 'error',
      message: 'Invalid request: text must not contain control characters',
      messageKey: 'request.controlCharacters',
      messageParams: {},
    });

    const missing = await t.app.inject({ url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 'error',
      message: 'Not found',
      messageKey: 'request.notFound',
      messageParams: {},
    });

    const limit = await t.app.inject({ url: '/api/public-profile/leaderboard?limit=0' });
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toEqual({
      status: 'error',
      message: 'Invalid request: limit must be a whole number from 1 to 100',
      messageKey: 'request.leaderboardLimit',
      messageParams: { max: 100 },
    });
  });

  it('a route’s own invalid-input text (payments) keeps its key in both fields of its envelope', async () => {
    const [player] = await insertPlayers(t.database, jwtSecret, 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: { authorization: `Bearer ${player!.token}` },
      payload: { amount: 7 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      error: 'Invalid amount: choose one of the GCoin packs.',
      message: 'Invalid amount: choose one of the GCoin packs.',
      messageKey: 'payment.invalidAmount',
      messageParams: {},
    });
  });

  it('a 429 of the rate limiter answers its key with the wait in the params', async () => {
    const first = await register(limited.app, registration({ email: uniqueEmail('limit') }));
    expect(first.statusCode).toBe(201);
    const second = await register(limited.app, registration({ email: uniqueEmail('limit') }));
    expect(second.statusCode).toBe(429);
    const body = second.json() as { message: string; messageKey: string; messageParams: { count?: number } };
    // An hour's window: the wait is worded in minutes (60 of them, rounded up).
    expect(body.messageKey).toBe('rateLimit.tooManyRequests.minutes');
    expect(body.messageParams).toEqual({ count: 60 });
    expect(body.message).toBe('Too many requests. Please try again in 60 minutes.');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(3540);
  });
});
