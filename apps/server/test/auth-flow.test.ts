// The Accounts journey through the HTTP API: register, verify by mail, log in, refresh, log out, and
// the refresh-rotation rules. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../src/auth/access-token';
import { hashOpaqueToken } from '../src/auth/opaque-token';
import {
  cookieValue,
  jwtPayload,
  login,
  outboxFor,
  register,
  registration,
  setCookieHeader,
  startAuthTestApp,
  verificationPath,
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

const refreshCookie =
  /^arena_refresh=([A-Za-z0-9_-]{43}); Max-Age=2592000; Path=\/api\/auth; HttpOnly; Secure; SameSite=Strict$/;
const clearedCookie =
  'arena_refresh=; Max-Age=0; Path=/api/auth; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict';

async function refresh(cookie: string | undefined) {
  return t.app.inject({ url: '/api/auth/refresh', cookies: cookie ? { arena_refresh: cookie } : {} });
}

async function registeredAndLoggedIn() {
  const body = registration();
  expect((await register(t.app, body)).statusCode).toBe(201);
  const response = await login(t.app, body.email, body.password);
  expect(response.statusCode).toBe(200);
  return {
    body,
    cookie: cookieValue(response, 'arena_refresh'),
    token: (response.json() as { access_token: string }).access_token,
  };
}

describe('register, verify, login, refresh, logout', () => {
  it('walks the whole journey', async () => {
    const body = registration({ email: 'Journey.Player@Example.com' });
    const registered = await register(t.app, body, { 'X-UTM-Session': 'utm-journey-1' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({
      status: 'success',
      message: 'Registration successful. Please check your email to verify your account.',
      messageKey: 'auth.registered',
      messageParams: {},
    });
    const { rows: created } = await t.database.query<{
      id: string;
      email_verified_at: Date | null;
      utm_session: string;
      affiliate_code: string;
      password_hash: string;
      country: string;
    }>(
      `select id, email_verified_at, utm_session, affiliate_code, password_hash, country from users where email = $1`,
      ['Journey.Player@Example.com'],
    );
    const user = created[0]!;
    expect(user.email_verified_at).toBeNull();
    expect(user.utm_session).toBe('utm-journey-1');
    expect(user.affiliate_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.country).toBe('AE');
    const stats = await t.database.query('select 1 from user_stats where user_id = $1', [user.id]);
    expect(stats.rowCount).toBe(1);

    // The verification mail, in the sandbox outbox (found whatever the letter case of the address).
    const mails = await outboxFor(t.app, 'journey.player@example.com');
    expect(mails).toHaveLength(1);
    // In the player's mail language (issue 31): no language said, so the country (AE) guesses Arabic.
    expect(mails[0]!.subject).toBe('أكّد عنوان بريدك الإلكتروني في Arena');
    expect(mails[0]!.to).toBe('Journey.Player@Example.com');
    const link = await verificationPath(t.app, body.email);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    expect(mails[0]!.html).toContain(`href="http://localhost:3000${link}"`);

    const opened = await t.app.inject({ url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/verification-success');
    const verified = await t.database.query<{ email_verified_at: Date | null }>(
      'select email_verified_at from users where id = $1',
      [user.id],
    );
    expect(verified.rows[0]!.email_verified_at).toBeInstanceOf(Date);
    // Idempotent: the same link again still lands on the success page.
    expect((await t.app.inject({ url: link })).headers.location).toBe('/verification-success');

    // Login (email in another case), with the device and UTM headers.
    const loggedIn = await login(t.app, 'journey.player@EXAMPLE.com', body.password, {
      headers: { 'X-Device-ID': '5b0c3c52-4d0e-4a5f-9d55-0d5f5c8e2a10' },
    });
    expect(loggedIn.statusCode).toBe(200);
    const loginBody = loggedIn.json() as { status: string; access_token: string };
    expect(loginBody.status).toBe('success');
    expect(Object.keys(loginBody).sort()).toEqual(['access_token', 'status']);
    const claims = jwtPayload(loginBody.access_token);
    expect(claims.sub).toBe(user.id);
    expect(claims.exp).toBe((claims.iat as number) + 900);
    expect(await verifyAccessToken(loginBody.access_token, t.config.jwtSecret)).toEqual({
      userId: user.id,
      tokenVersion: 0,
      mfa: false, // a player's session: no second factor (issue 29)
      sessionId: claims.sid, // the sign-in's session (issue 30)
    });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const loginCookie = setCookieHeader(loggedIn, 'arena_refresh');
    expect(loginCookie).toMatch(refreshCookie);
    const firstCredential = refreshCookie.exec(loginCookie)![1]!;
    const stored = await t.database.query<{ token_hash: string; device_id: string }>(
      'select token_hash, device_id from refresh_credentials where user_id = $1',
      [user.id],
    );
    // Only the hash is stored.
    expect(stored.rows).toEqual([
      { token_hash: hashOpaqueToken(firstCredential), device_id: '5b0c3c52-4d0e-4a5f-9d55-0d5f5c8e2a10' },
    ]);

    // Refresh: a new access token and a rotated cookie.
    const refreshed = await refresh(firstCredential);
    expect(refreshed.statusCode).toBe(200);
    const refreshedBody = refreshed.json() as { status: string; access_token: string };
    expect(refreshedBody.status).toBe('success');
    expect(jwtPayload(refreshedBody.access_token).sub).toBe(user.id);
    expect(setCookieHeader(refreshed, 'arena_refresh')).toMatch(refreshCookie);
    const secondCredential = cookieValue(refreshed, 'arena_refresh');
    expect(secondCredential).not.toBe(firstCredential);

    // Logout revokes the family and clears the cookie; refresh is refused afterwards.
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { arena_refresh: secondCredential },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.json()).toEqual({ status: 'success', message: 'Logged out' });
    expect(setCookieHeader(loggedOut, 'arena_refresh')).toBe(clearedCookie);
    const afterLogout = await refresh(secondCredential);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual(errorAnswer('Session expired. Please log in again.'));
    expect(setCookieHeader(afterLogout, 'arena_refresh')).toBe(clearedCookie);
  });

  it('sends an unknown or tampered verification link to /join?verification=invalid', async () => {
    for (const url of [
      '/api/auth/verify-email',
      '/api/auth/verify-email?token=nope',
      `/api/auth/verify-email?token=${'A'.repeat(43)}`,
      '/api/auth/verify-email?token=a&token=b',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/join?verification=invalid');
    }
  });

  it('refuses an expired verification link', async () => {
    const body = registration();
    await register(t.app, body);
    const link = await verificationPath(t.app, body.email);
    await t.database.query(`update email_verification_tokens set expires_at = now() - interval '1 second'`);
    expect((await t.app.inject({ url: link })).headers.location).toBe('/join?verification=invalid');
  });

  it('resends the verification mail to a signed-in player, once a minute, and not once verified', async () => {
    const { body, token } = await registeredAndLoggedIn();
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verification/resend',
        headers: { authorization: `Bearer ${token}` },
      });

    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual(
      errorAnswer('A verification email was sent less than a minute ago. Please check your inbox.'),
    );
    await t.database.query(`update email_verification_tokens set created_at = now() - interval '2 minutes'`);
    const sent = await resend();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      status: 'success',
      message: 'Verification email sent.',
      messageKey: 'auth.verificationSent',
      messageParams: {},
    });
    expect(await outboxFor(t.app, body.email)).toHaveLength(2);

    await t.app.inject({ url: await verificationPath(t.app, body.email) });
    const already = await resend();
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual(errorAnswer('Your email address is already verified.'));

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/verification/resend' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('refresh rotation', () => {
  it('revokes the whole family when a replaced credential is presented again', async () => {
    const { cookie: first } = await registeredAndLoggedIn();
    const second = cookieValue(await refresh(first), 'arena_refresh');

    const reused = await refresh(first);
    expect(reused.statusCode).toBe(401);
    expect(setCookieHeader(reused, 'arena_refresh')).toBe(clearedCookie);
    // The newer credential, never used, stops working too.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('answers 401 and clears the cookie for a missing, unknown, malformed or expired credential', async () => {
    const { cookie } = await registeredAndLoggedIn();
    await t.database.query(
      `update refresh_credentials set expires_at = now() - interval '1 second'
      where token_hash = $1`,
      [hashOpaqueToken(cookie)],
    );
    for (const value of [undefined, 'x'.repeat(43), 'not a token', cookie]) {
      const response = await refresh(value);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorAnswer('Session expired. Please log in again.'));
      expect(setCookieHeader(response, 'arena_refresh')).toBe(clearedCookie);
    }
  });

  it('lets exactly one of two simultaneous refreshes with one credential through', async () => {
    const { cookie } = await registeredAndLoggedIn();
    const other = await t.database.secondHandle();
    try {
      const responses = await Promise.all([refresh(cookie), refresh(cookie), refresh(cookie)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401, 401]);
      // The losers were reuse: the family, the winner's new credential included, is revoked.
      const winner = responses.find((response) => response.statusCode === 200)!;
      expect((await refresh(cookieValue(winner, 'arena_refresh'))).statusCode).toBe(401);
      const { rows } = await other.query<{ live: number }>(
        `select count(*)::int as live from refresh_credentials
          where family_id = (select family_id from refresh_credentials where token_hash = $1) and revoked_at is null`,
        [hashOpaqueToken(cookie)],
      );
      expect(rows[0]!.live).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('keeps logout working without a cookie or a bearer token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'Logged out' });
  });
});
