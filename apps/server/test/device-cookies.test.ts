// Device cookies (issue 29, docs/decisions/0045): failures from addresses and devices that never signed
// in do not hold up a device that did. The owner's known browser is throttled only by its own failures;
// attackers are still slowed per address and per account; a cookie that is not this server's, for this
// account, counts as no cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviceCookieLifetimeSeconds,
  deviceCookieName,
  issueDeviceCookie,
  verifyDeviceCookie,
} from '../src/auth/device-cookie';
import { emailKey, loginLimits } from '../src/auth/login-throttle';
import {
  cookieValue,
  login,
  register,
  registration,
  setCookieHeader,
  startAuthTestApp,
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

let address = 0;
/** A client address of its own per attempt, as a guesser rotating through a botnet has. */
function freshAddress(): string {
  address += 1;
  return `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

/** As if `seconds` had passed since this account's failures (the throttle reads the database clock). */
async function shiftFailures(email: string, seconds: number) {
  await t.database.query(
    `update login_failures set failed_at = failed_at - make_interval(secs => $2) where email_key = $1`,
    [emailKey(email), seconds],
  );
}

async function registered() {
  const body = registration();
  expect((await register(t.app, body)).statusCode).toBe(201);
  return body;
}

const withCookie = (value: string) => ({ cookie: `${deviceCookieName}=${value}` });

/** Signs in with the right password (no cookie, from a fresh address) and returns the device cookie. */
async function knownDevice(account: { email: string; password: string }, remoteAddress = freshAddress()) {
  const response = await login(t.app, account.email, account.password, { remoteAddress });
  expect(response.statusCode).toBe(200);
  return cookieValue(response, deviceCookieName);
}

/** `count` wrong passwords, each from a new address and without a cookie, waiting as each 429 says. */
async function failFromManyAddresses(email: string, count: number) {
  let failures = 0;
  while (failures < count) {
    const remoteAddress = freshAddress();
    let response = await login(t.app, email, `guess ${failures}`, { remoteAddress });
    if (response.statusCode === 429) {
      await shiftFailures(email, Number(response.headers['retry-after']));
      response = await login(t.app, email, `guess ${failures}`, { remoteAddress });
    }
    expect(response.statusCode, `failure ${failures + 1}`).toBe(401);
    failures += 1;
  }
}

function expectDelayed(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('device cookies (issue 29: the owner is never locked out)', () => {
  it('is issued on a right password only: HttpOnly, Secure, SameSite=Strict, /api/auth, 180 days', async () => {
    const account = await registered();
    const wrong = await login(t.app, account.email, 'not the password', { remoteAddress: freshAddress() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await login(t.app, account.email, account.password, { remoteAddress: freshAddress() });
    expect(right.statusCode).toBe(200);
    const header = setCookieHeader(right, deviceCookieName);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/auth');
    expect(header).toContain(`Max-Age=${deviceCookieLifetimeSeconds}`);
    expect(deviceCookieLifetimeSeconds).toBe(180 * 24 * 60 * 60);
    const value = cookieValue(right, deviceCookieName);
    expect(value).not.toContain(account.email.split('@')[0]); // the e-mail is signed, not written
    expect(verifyDeviceCookie(t.config.jwtSecret, emailKey(account.email), value)).toBeDefined();
  });

  it('30 failures from 30 addresses, then the owner from their known device signs in at once', async () => {
    const owner = await registered();
    const home = freshAddress();
    const device = await knownDevice(owner, home);

    await failFromManyAddresses(owner.email, 30);
    // Without a cookie, anyone (the attacker, or the owner on a new device) waits the account's delay.
    expectDelayed(await login(t.app, owner.email, owner.password, { remoteAddress: freshAddress() }));

    // The owner's known device, at home and from a new address, is not held up.
    const atHome = await login(t.app, owner.email, owner.password, {
      remoteAddress: home,
      headers: withCookie(device),
    });
    expect(atHome.statusCode).toBe(200);
    expect(atHome.json().access_token).toEqual(expect.any(String));
    const renewed = cookieValue(atHome, deviceCookieName);
    expect(renewed).not.toBe(device); // a fresh nonce at each sign-in
    const travelling = await login(t.app, owner.email, owner.password, {
      remoteAddress: freshAddress(),
      headers: withCookie(device),
    });
    expect(travelling.statusCode).toBe(200);
    expect(
      (await login(t.app, owner.email, owner.password, { remoteAddress: home, headers: withCookie(renewed) }))
        .statusCode,
    ).toBe(200);

    // The owner signing in gives the attackers nothing: without a cookie they are still delayed.
    expectDelayed(await login(t.app, owner.email, 'guess 31', { remoteAddress: freshAddress() }));
    expectDelayed(await login(t.app, owner.email, owner.password, { remoteAddress: freshAddress() }));
  });

  it("counts a forged, altered or another account's cookie as no cookie", async () => {
    const owner = await registered();
    const other = await registered();
    const device = await knownDevice(owner);
    const othersDevice = await knownDevice(other);
    await failFromManyAddresses(owner.email, 10); // the account's delay is now 32 s

    const [prefix, nonce, signature] = device.split('.') as [string, string, string];
    const flip = (text: string) => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
    const refused = [
      othersDevice,
      `${prefix}.${nonce}.${flip(signature)}`, // altered signature
      `${prefix}.${flip(nonce)}.${signature}`, // altered nonce
      issueDeviceCookie('some other secret '.padEnd(48, 'y'), emailKey(owner.email)), // forged
      `${prefix}.${nonce}`,
      `v2.${nonce}.${signature}`,
      'garbage',
    ];
    for (const cookie of refused) {
      expect(verifyDeviceCookie(t.config.jwtSecret, emailKey(owner.email), cookie)).toBeUndefined();
      const response = await login(t.app, owner.email, owner.password, {
        remoteAddress: freshAddress(),
        headers: withCookie(cookie),
      });
      expectDelayed(response);
    }
    // The other account's cookie still works for the other account; the owner's for the owner.
    expect(
      (
        await login(t.app, other.email, other.password, {
          remoteAddress: freshAddress(),
          headers: withCookie(othersDevice),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await login(t.app, owner.email.toUpperCase(), owner.password, {
          remoteAddress: freshAddress(),
          headers: withCookie(device),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('5 failures with one device cookie lock out that cookie only, not another device', async () => {
    const owner = await registered();
    const home = freshAddress();
    const laptop = await knownDevice(owner, home);
    const phone = await knownDevice(owner, home);
    expect(phone).not.toBe(laptop);

    for (let attempt = 1; attempt <= loginLimits.perDevice; attempt++) {
      const response = await login(t.app, owner.email, `wrong ${attempt}`, {
        remoteAddress: home,
        headers: withCookie(laptop),
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      expect(response.body).toBe(JSON.stringify(errorAnswer('Invalid email or password')));
    }
    // The laptop's cookie waits the window out, even with the right password, from any address.
    const locked = await login(t.app, owner.email, owner.password, {
      remoteAddress: freshAddress(),
      headers: withCookie(laptop),
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(loginLimits.windowSeconds - 10);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(loginLimits.windowSeconds);

    // The phone, at the same address, and a browser without a cookie are not affected.
    const fromPhone = await login(t.app, owner.email, owner.password, {
      remoteAddress: home,
      headers: withCookie(phone),
    });
    expect(fromPhone.statusCode).toBe(200);
    expect(
      (await login(t.app, owner.email, owner.password, { remoteAddress: freshAddress() })).statusCode,
    ).toBe(200);

    expect(
      (await login(t.app, owner.email, owner.password, { remoteAddress: home, headers: withCookie(laptop) }))
        .statusCode,
    ).toBe(429);
    await shiftFailures(owner.email, loginLimits.windowSeconds);
    expect(
      (await login(t.app, owner.email, owner.password, { remoteAddress: home, headers: withCookie(laptop) }))
        .statusCode,
    ).toBe(200);
  });

  it('counts concurrent failures with one cookie exactly, under the account lock', async () => {
    const owner = await registered();
    const device = await knownDevice(owner);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        login(t.app, owner.email, `wrong ${index}`, {
          remoteAddress: freshAddress(),
          headers: withCookie(device),
        }),
      ),
    );
    const codes = attempts.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(loginLimits.perDevice);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - loginLimits.perDevice);
    const { rows } = await t.database.query<{ n: number }>(
      'select count(*)::int as n from login_failures where email_key = $1 and device_nonce is not null',
      [emailKey(owner.email)],
    );
    expect(rows[0]?.n).toBe(loginLimits.perDevice);
  });
});
