// Login failures (spec §8: one message for every failure) and the login rate limits, counted in the
// database so they hold across instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loginLimits } from '../src/auth/login-throttle';
import {
  login,
  register,
  registration,
  startAuthTestApp,
  uniqueEmail,
  type AuthTestApp,
} from './support/auth-test-app';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const invalid = { status: 'error', message: 'Invalid email or password' };
const tooMany = { status: 'error', message: 'Too many login attempts. Please try again later.' };
let address = 0;
/** A client address of its own per test, so per-address counts never leak between tests. */
function freshAddress(): string {
  address += 1;
  return `203.0.113.${address}`;
}

async function registered() {
  const body = registration();
  expect((await register(t.app, body)).statusCode).toBe(201);
  return body;
}

describe('login failures', () => {
  it('answers byte-identical bodies for a wrong password and an unknown email', async () => {
    const account = await registered();
    const remoteAddress = freshAddress();
    const wrongPassword = await login(t.app, account.email, 'not the password', { remoteAddress });
    const unknownEmail = await login(t.app, uniqueEmail('nobody'), 'not the password', { remoteAddress });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(JSON.stringify(invalid));
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('answers the same for a third-party account without a password and for malformed bodies', async () => {
    await t.database.query(
      `insert into users (email, name, provider, affiliate_code) values ('oauth.only@example.com', 'OAuth Only', 'google', 'OAUTHONLY')`,
    );
    const remoteAddress = freshAddress();
    const responses = [
      await login(t.app, 'oauth.only@example.com', 'anything at all', { remoteAddress }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 5, password: [] },
        remoteAddress,
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "broken',
        remoteAddress,
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a&password=b',
        remoteAddress,
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(JSON.stringify(invalid));
    }
  });

  it('refuses the 6th attempt on one account within the window, even with the right password', async () => {
    const account = await registered();
    for (let attempt = 1; attempt <= loginLimits.perAccount; attempt++) {
      // Different addresses: the per-account limit alone must stop this.
      const response = await login(t.app, account.email, `wrong ${attempt}`, {
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await login(t.app, account.email.toUpperCase(), account.password, {
      remoteAddress: freshAddress(),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(tooMany);

    // Once the failures are older than the window, the right password works again.
    await t.database.query(
      `update login_failures set failed_at = now() - interval '16 minutes' where email_key = $1`,
      [account.email.toLowerCase()],
    );
    expect(
      (await login(t.app, account.email, account.password, { remoteAddress: freshAddress() })).statusCode,
    ).toBe(200);
  });

  it('clears the account failures on a successful login', async () => {
    const account = await registered();
    const remoteAddress = freshAddress();
    for (let attempt = 1; attempt < loginLimits.perAccount; attempt++) {
      expect((await login(t.app, account.email, 'wrong', { remoteAddress })).statusCode).toBe(401);
    }
    expect((await login(t.app, account.email, account.password, { remoteAddress })).statusCode).toBe(200);
    for (let attempt = 1; attempt < loginLimits.perAccount; attempt++) {
      expect((await login(t.app, account.email, 'wrong', { remoteAddress })).statusCode).toBe(401);
    }
    expect((await login(t.app, account.email, account.password, { remoteAddress })).statusCode).toBe(200);
  });

  it('refuses an address after 20 failures across accounts, counted for every instance', async () => {
    const account = await registered();
    const remoteAddress = freshAddress();
    for (let attempt = 1; attempt <= loginLimits.perAddress; attempt++) {
      const response = await login(t.app, uniqueEmail('spray'), 'guess', { remoteAddress });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(t.app, account.email, account.password, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);

    // A second instance on the same database sees the same count.
    const other = await t.database.secondHandle();
    const secondInstance = await buildApp(t.config, { database: other });
    try {
      const elsewhere = await login(secondInstance, account.email, account.password, { remoteAddress });
      expect(elsewhere.statusCode).toBe(429);
      // Another address is not affected.
      expect(
        (await login(secondInstance, account.email, account.password, { remoteAddress: freshAddress() }))
          .statusCode,
      ).toBe(200);
    } finally {
      await secondInstance.close();
      await other.close();
    }
  });
});
