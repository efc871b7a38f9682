// Login failures (spec §8: one message for every failure) and the login throttle (docs/decisions/0007):
// per (account, address), per address and a growing delay per account, counted in the database so they
// hold across instances, and never a lock the owner cannot pass from another address (issue 9, finding 5).
import { rateLimitMessage, rateLimitMessages } from '@arena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accountDelaySeconds, loginLimits } from '../src/auth/login-throttle';
import {
  login,
  register,
  registration,
  startAuthTestApp,
  uniqueEmail,
  type AuthTestApp,
} from './support/auth-test-app';
import { errorAnswer } from './support/error-answer';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const invalid = errorAnswer('Invalid email or password');
const tooManyFor = (seconds: number) => {
  const { message, messageKey, messageParams } = rateLimitMessage('tooManyLoginAttempts', seconds);
  expect(message).toBe(rateLimitMessages.tooManyLoginAttempts(seconds));
  return errorAnswer(message, messageKey, messageParams);
};

/** As if `seconds` had passed since this account's failures (the throttle reads the database clock). */
async function shiftFailures(email: string, seconds: number) {
  await t.database.query(
    `update login_failures set failed_at = failed_at - make_interval(secs => $2) where email_key = $1`,
    [email.toLowerCase(), seconds],
  );
}
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

  it('stops an address after 5 failures on one account, not the owner elsewhere (finding 5)', async () => {
    const account = await registered();
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= loginLimits.perPair; attempt++) {
      const response = await login(t.app, account.email, `wrong ${attempt}`, { remoteAddress: attacker });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    // The attacker's address waits out the window for this account, even with the right password.
    const sixth = await login(t.app, account.email.toUpperCase(), account.password, {
      remoteAddress: attacker,
    });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(loginLimits.windowSeconds - 10);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(loginLimits.windowSeconds);
    expect(sixth.json()).toEqual(tooManyFor(Number(sixth.headers['retry-after'])));
    expect(sixth.json().message).toBe('Too many login attempts. Please try again in 15 minutes.');

    // The owner, from an address that has not failed, waits only the account's short delay.
    const owner = freshAddress();
    const early = await login(t.app, account.email, account.password, { remoteAddress: owner });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect(early.json().message).toBe('Too many login attempts. Please try again in 1 second.');
    await shiftFailures(account.email, 1);
    expect((await login(t.app, account.email, account.password, { remoteAddress: owner })).statusCode).toBe(
      200,
    );

    // The attacker's address is still refused; once its failures leave the window it may try again.
    expect(
      (await login(t.app, account.email, account.password, { remoteAddress: attacker })).statusCode,
    ).toBe(429);
    await shiftFailures(account.email, loginLimits.windowSeconds);
    expect(
      (await login(t.app, account.email, account.password, { remoteAddress: attacker })).statusCode,
    ).toBe(200);
  });

  it('lets the owner in from a new address after 50 failures from another one (finding 5)', async () => {
    const account = await registered();
    const attacker = freshAddress();
    let failures = 0;
    let refusals = 0;
    while (failures < 50) {
      const response = await login(t.app, account.email, `guess ${failures}`, { remoteAddress: attacker });
      if (response.statusCode === 401) {
        failures += 1;
        continue;
      }
      expect(response.statusCode).toBe(429);
      refusals += 1;
      const told = Number(response.headers['retry-after']);
      expect(told).toBeGreaterThanOrEqual(1);
      expect(told).toBeLessThanOrEqual(loginLimits.windowSeconds);
      // The attacker waits out the window and tries again. (The told wait frees the pair once its oldest
      // failure leaves the window; how many more tries that gives depends on how far apart the five
      // failures were, i.e. on the machine's speed, so the test waits the whole window.)
      await shiftFailures(account.email, loginLimits.windowSeconds);
    }
    expect(refusals).toBe(9); // stopped after every 5 failures

    // The attacker's last failure was just now (however long the loop took on a busy machine).
    await t.database.query(
      `update login_failures set failed_at = now() where email_key = $1 and failed_at > now() - make_interval(secs => $2)`,
      [account.email.toLowerCase(), loginLimits.windowSeconds],
    );
    const owner = freshAddress();
    const first = await login(t.app, account.email, account.password, { remoteAddress: owner });
    // At most the account's short delay (here 1 s after the attacker's 5th recent failure), never a lock.
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    await shiftFailures(account.email, 1);
    expect((await login(t.app, account.email, account.password, { remoteAddress: owner })).statusCode).toBe(
      200,
    );
  });

  it('makes a guesser spread over many addresses wait longer and longer, never more than a minute', async () => {
    const account = await registered();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 14; attempt++) {
      const remoteAddress = freshAddress();
      let response = await login(t.app, account.email, `guess ${attempt}`, { remoteAddress });
      if (response.statusCode === 429) {
        const wait = Number(response.headers['retry-after']);
        waits.push(wait);
        await shiftFailures(account.email, wait);
        response = await login(t.app, account.email, `guess ${attempt}`, { remoteAddress });
      }
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(accountDelaySeconds(4)).toBe(0);
    expect(accountDelaySeconds(5)).toBe(1);
    expect(accountDelaySeconds(500)).toBe(loginLimits.accountMaxDelaySeconds);
  });

  it('clears the account failures on a successful login', async () => {
    const account = await registered();
    const remoteAddress = freshAddress();
    for (let attempt = 1; attempt < loginLimits.perPair; attempt++) {
      expect((await login(t.app, account.email, 'wrong', { remoteAddress })).statusCode).toBe(401);
    }
    expect((await login(t.app, account.email, account.password, { remoteAddress })).statusCode).toBe(200);
    for (let attempt = 1; attempt < loginLimits.perPair; attempt++) {
      expect((await login(t.app, account.email, 'wrong', { remoteAddress })).statusCode).toBe(401);
    }
    expect((await login(t.app, account.email, account.password, { remoteAddress })).statusCode).toBe(200);
  });

  it('refuses an address after 100 failures across accounts, counted for every instance', async () => {
    const account = await registered();
    const remoteAddress = freshAddress();
    for (let attempt = 1; attempt <= loginLimits.perAddress; attempt++) {
      const response = await login(t.app, uniqueEmail('spray'), 'guess', { remoteAddress });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(t.app, account.email, account.password, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooManyFor(Number(blocked.headers['retry-after'])));

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
