// Operators' second factor (issue 29, decision 0046): TOTP enrolled before the first console call, the
// login's code step, recovery codes, and a session that keeps its second factor through refreshes.
import {
  mfaEnrolResponseSchema,
  mfaMessages,
  mfaRequiredResponseSchema,
  mfaStatusResponseSchema,
  tokenResponseSchema,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/auth/access-token';
import { refreshCookieName } from '../src/auth/refresh-cookie';
import { totpCode } from '../src/auth/totp';
import { cookieValue } from './support/auth-test-app';
import { errorAnswer } from './support/error-answer';
import { enrolSecondFactor } from './support/second-factor';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { defaultTestPassword, insertTestUser } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 'm'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const step = 30_000;
const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const login = (email: string, password = defaultTestPassword) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const verify = (payload: Record<string, unknown>, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/mfa/verify',
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** An operator account signed in with its password, no second factor yet. */
async function newOperator(role: 'admin' | 'support' = 'admin') {
  const user = await insertTestUser(database, config.jwtSecret, { role: 'admin' });
  if (role === 'support') await database.query(`update users set role = 'support' where id = $1`, [user.id]);
  const signedIn = await login(user.email);
  expect(signedIn.statusCode).toBe(200);
  return { ...user, token: tokenResponseSchema.parse(signedIn.json()).access_token };
}

describe('enrolment', () => {
  it('an operator without a second factor reaches no console route until TOTP is confirmed', async () => {
    const operator = await newOperator('support');
    const refused = await get('/api/admin/users', operator.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorAnswer(mfaMessages.enrolmentRequired));
    const status = mfaStatusResponseSchema.parse((await get('/api/auth/mfa', operator.token)).json());
    expect(status.data).toEqual({ enrolled: false, verified: false, recoveryCodesLeft: 0 });

    const enrol = await app.inject({
      method: 'POST',
      url: '/api/auth/mfa/enrol',
      headers: { authorization: `Bearer ${operator.token}` },
    });
    const { secret, otpauthUrl, qrCode } = mfaEnrolResponseSchema.parse(enrol.json()).data;
    expect(otpauthUrl).toBe(
      `otpauth://totp/Arena:${encodeURIComponent(operator.email)}?issuer=Arena&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode.length).toBeGreaterThan(500);
    // Not on until a code confirms it: the login still gives a session at once.
    expect(tokenResponseSchema.safeParse((await login(operator.email)).json()).success).toBe(true);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/mfa/confirm',
      headers: { authorization: `Bearer ${operator.token}` },
      payload: { code: '000000' === totpCode(secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(errorAnswer(mfaMessages.invalidCode));

    const confirm = await app.inject({
      method: 'POST',
      url: '/api/auth/mfa/confirm',
      headers: { authorization: `Bearer ${operator.token}` },
      payload: { code: totpCode(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const { access_token: verified, recoveryCodes } = confirm.json() as {
      access_token: string;
      recoveryCodes: string[];
    };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true);
    expect(cookieValue(confirm, refreshCookieName)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await get('/api/admin/users', verified)).statusCode).toBe(200);
    expect(mfaStatusResponseSchema.parse((await get('/api/auth/mfa', verified)).json()).data).toEqual({
      enrolled: true,
      verified: true,
      recoveryCodesLeft: 10,
    });
    // Enrolling again is refused: a stolen session cannot swap the authenticator.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/mfa/enrol',
      headers: { authorization: `Bearer ${verified}` },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorAnswer(mfaMessages.alreadyEnrolled));
  });
});

describe('signing in with a second factor', () => {
  it('login answers mfaRequired and no session; the code step answers as login does, each code once', async () => {
    const operator = await newOperator();
    const { secret } = await enrolSecondFactor(app, operator.token);
    const first = await login(operator.email);
    expect(first.statusCode).toBe(200);
    const challenge = mfaRequiredResponseSchema.parse(first.json());
    expect(first.json()).not.toHaveProperty('access_token');
    expect(first.headers['set-cookie']?.toString() ?? '').not.toContain(`${refreshCookieName}=`);

    // The enrolment's code (this step) was used: a replay is refused; the next step's code is not.
    const replay = await verify({ mfaToken: challenge.mfaToken, code: totpCode(secret) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(errorAnswer(mfaMessages.invalidCode));
    const next = await verify({ mfaToken: challenge.mfaToken, code: totpCode(secret, Date.now() + step) });
    expect(next.statusCode).toBe(200);
    const token = tokenResponseSchema.parse(next.json()).access_token;
    expect((await get('/api/admin/users', token)).statusCode).toBe(200);
    // The challenge is spent.
    const spent = await verify({ mfaToken: challenge.mfaToken, code: totpCode(secret, Date.now() + step) });
    expect(spent.json()).toEqual(errorAnswer(mfaMessages.challengeExpired));

    // A refresh keeps the second factor.
    const refreshed = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh',
      cookies: { [refreshCookieName]: cookieValue(next, refreshCookieName) },
    });
    const again = tokenResponseSchema.parse(refreshed.json()).access_token;
    expect((await get('/api/admin/users', again)).statusCode).toBe(200);
  });

  it('five wrong codes end the challenge; a recovery code signs in once', async () => {
    const operator = await newOperator();
    const { secret, recoveryCodes } = await enrolSecondFactor(app, operator.token);
    const { mfaToken } = mfaRequiredResponseSchema.parse((await login(operator.email)).json());
    const wrong = totpCode(secret, Date.now() + 10 * step);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify({ mfaToken, code: wrong })).json()).toEqual(errorAnswer(mfaMessages.invalidCode));
    }
    const ended = await verify({ mfaToken, code: totpCode(secret, Date.now() + step) });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(errorAnswer(mfaMessages.challengeExpired));

    const recovery = recoveryCodes[3]!;
    const second = mfaRequiredResponseSchema.parse((await login(operator.email)).json());
    const withRecovery = await verify({ mfaToken: second.mfaToken, code: ` ${recovery.toUpperCase()} ` });
    expect(withRecovery.statusCode).toBe(200);
    const third = mfaRequiredResponseSchema.parse((await login(operator.email)).json());
    expect((await verify({ mfaToken: third.mfaToken, code: recovery })).json()).toEqual(
      errorAnswer(mfaMessages.invalidCode),
    );
    const token = tokenResponseSchema.parse(withRecovery.json()).access_token;
    expect(
      mfaStatusResponseSchema.parse((await get('/api/auth/mfa', token)).json()).data.recoveryCodesLeft,
    ).toBe(9);
  });

  it('a session without the second factor (a third-party sign-in) gives its code to use the console', async () => {
    const operator = await newOperator();
    const { secret } = await enrolSecondFactor(app, operator.token);
    const plain = await signAccessToken(operator.id, config.jwtSecret); // as the Google sign-in issues it
    const refused = await get('/api/admin/users', plain);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorAnswer(mfaMessages.verificationRequired));
    const stepUp = await verify({ code: totpCode(secret, Date.now() + step) }, plain);
    expect(stepUp.statusCode).toBe(200);
    expect(
      (await get('/api/admin/users', tokenResponseSchema.parse(stepUp.json()).access_token)).statusCode,
    ).toBe(200);
    // Without a session or a challenge there is nothing to verify.
    expect((await verify({ code: '123456' })).json()).toEqual(errorAnswer(mfaMessages.challengeExpired));
  });

  it('a player never gets the code step, and a forged mfa claim is refused', async () => {
    const player = await insertTestUser(database, config.jwtSecret);
    expect(tokenResponseSchema.safeParse((await login(player.email)).json()).success).toBe(true);
    const forged = await signAccessToken(player.id, 'x'.repeat(40), { mfa: true });
    expect((await get('/api/auth/mfa', forged)).statusCode).toBe(401);
  });
});
