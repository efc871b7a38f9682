// Third-party sign-in through the sandbox providers: the server's own consent page stands in for
// Google and Discord, with state, PKCE S256 and single-use codes checked as the real ones do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithIdentity } from '../src/auth/third-party-sign-in';
import { codeChallengeS256 } from '../src/identity/pkce';
import { sandboxSubject } from '../src/identity/sandbox-identity';
import {
  cookieValue,
  jwtPayload,
  login,
  register,
  registration,
  setCookieHeader,
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

const refreshCookie =
  /^arena_refresh=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/api\/auth; HttpOnly; Secure; SameSite=Strict$/;

interface Started {
  consentPath: string;
  authorize: URL;
  stateCookie: string;
}

async function start(provider: 'google' | 'discord', query = ''): Promise<Started> {
  const response = await t.app.inject({ url: `/api/auth/${provider}${query}` });
  expect(response.statusCode).toBe(302);
  const authorize = new URL(response.headers.location as string);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(
    `http://localhost:3000/sandbox/oauth/${provider}/authorize`,
  );
  expect(setCookieHeader(response, 'arena_oauth_state')).toMatch(
    /^arena_oauth_state=[A-Za-z0-9_-]{32}; Max-Age=600; Path=\/api\/auth; HttpOnly; Secure; SameSite=Lax$/,
  );
  return {
    consentPath: `${authorize.pathname}${authorize.search}`,
    authorize,
    stateCookie: cookieValue(response, 'arena_oauth_state'),
  };
}

async function decide(started: Started, fields: Record<string, string>) {
  const form = new URLSearchParams({
    redirect_uri: started.authorize.searchParams.get('redirect_uri')!,
    state: started.authorize.searchParams.get('state')!,
    code_challenge: started.authorize.searchParams.get('code_challenge')!,
    code_challenge_method: 'S256',
    response_type: 'code',
    ...fields,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: started.authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

async function callback(back: URL, stateCookie: string | undefined) {
  return t.app.inject({
    url: `${back.pathname}${back.search}`,
    cookies: stateCookie ? { arena_oauth_state: stateCookie } : {},
  });
}

/** The whole round trip; returns the callback response. */
async function signIn(provider: 'google' | 'discord', fields: Record<string, string>, query = '') {
  const started = await start(provider, query);
  const back = await decide(started, { decision: 'approve', ...fields });
  return callback(back, started.stateCookie);
}

function landingToken(response: { statusCode: number; headers: Record<string, unknown> }): string {
  expect(response.statusCode).toBe(302);
  const location = response.headers.location as string;
  expect(location).toMatch(/^\/\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
  return decodeURIComponent(location.slice('/?token='.length));
}

describe('Google sign-in through the sandbox', () => {
  it('authorizes with state and an S256 challenge, consents, and lands on /?token=', async () => {
    const started = await start('google', '?utm_session=utm-google-1&device_id=dev-1234');
    const params = started.authorize.searchParams;
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBe(started.stateCookie);
    const stored = await t.database.query<{ code_verifier: string; utm_session: string; device_id: string }>(
      'select code_verifier, utm_session, device_id from oauth_states where state = $1',
      [started.stateCookie],
    );
    expect(stored.rows[0]).toMatchObject({ utm_session: 'utm-google-1', device_id: 'dev-1234' });
    expect(codeChallengeS256(stored.rows[0]!.code_verifier)).toBe(params.get('code_challenge'));

    // The consent page: a form, no script.
    const page = await t.app.inject({ url: started.consentPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<form method="post" action="/sandbox/oauth/google/authorize">');
    expect(page.body).toContain('value="approve"');
    expect(page.body).toContain('value="deny"');
    expect(page.body).toContain('ada.player@example.com');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const back = await decide(started, { decision: 'approve', identity: 'preset-0' });
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/api/auth/google/callback');
    expect(back.searchParams.get('state')).toBe(started.stateCookie);
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{32}$/);

    const landed = await callback(back, started.stateCookie);
    const token = landingToken(landed);
    expect(setCookieHeader(landed, 'arena_refresh')).toMatch(refreshCookie);
    const { rows } = await t.database.query<{
      id: string;
      provider: string;
      password_hash: string | null;
      email_verified_at: Date | null;
      utm_session: string;
      affiliate_code: string;
      name: string;
    }>(`select id, provider, password_hash, email_verified_at, utm_session, affiliate_code, name from users
         where email = 'ada.player@example.com'`);
    const user = rows[0]!;
    expect(jwtPayload(token).sub).toBe(user.id);
    expect(user).toMatchObject({
      provider: 'google',
      password_hash: null,
      utm_session: 'utm-google-1',
      name: 'Ada Player',
    });
    expect(user.email_verified_at).toBeInstanceOf(Date);
    expect(user.affiliate_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const link = await t.database.query('select provider_user_id from identity_links where user_id = $1', [
      user.id,
    ]);
    expect(link.rows).toEqual([{ provider_user_id: sandboxSubject('google', 'ada.player@example.com') }]);
    const device = await t.database.query('select device_id from refresh_credentials where user_id = $1', [
      user.id,
    ]);
    expect(device.rows).toEqual([{ device_id: 'dev-1234' }]);
    expect(
      (await t.database.query('select 1 from oauth_states where state = $1', [started.stateCookie])).rowCount,
    ).toBe(0);

    // The refresh cookie it set works.
    const refreshed = await t.app.inject({
      url: '/api/auth/refresh',
      cookies: { arena_refresh: cookieValue(landed, 'arena_refresh') },
    });
    expect(refreshed.statusCode).toBe(200);

    // A second sign-in reuses the same account.
    const again = landingToken(await signIn('google', { identity: 'preset-0' }));
    expect(jwtPayload(again).sub).toBe(user.id);
    expect(
      (await t.database.query(`select 1 from users where lower(email) = 'ada.player@example.com'`)).rowCount,
    ).toBe(1);
  });

  it('sends a wrong, reused or unbound state to /join?error=oauth', async () => {
    const started = await start('google');
    const back = await decide(started, { decision: 'approve', identity: 'preset-1' });

    const wrongState = new URL(back);
    wrongState.searchParams.set('state', 'x'.repeat(32));
    const wrong = await callback(wrongState, started.stateCookie);
    expect(wrong.statusCode).toBe(302);
    expect(wrong.headers.location).toBe('/join?error=oauth');
    expect(wrong.headers['set-cookie']).not.toContain('arena_refresh=');

    // Another browser (no state cookie) presenting a genuine callback link is refused, and the state is spent.
    const unbound = await callback(back, undefined);
    expect(unbound.headers.location).toBe('/join?error=oauth');
    const replay = await callback(back, started.stateCookie);
    expect(replay.headers.location).toBe('/join?error=oauth');
  });

  it('sends Deny to /join?error=oauth', async () => {
    const started = await start('google');
    const back = await decide(started, { decision: 'deny', identity: 'preset-0' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    expect((await callback(back, started.stateCookie)).headers.location).toBe('/join?error=oauth');
  });

  it('refuses a code exchanged with a verifier that does not match the challenge (PKCE)', async () => {
    const started = await start('google');
    const back = await decide(started, { decision: 'approve', identity: 'preset-1' });
    // The state row holds the verifier the callback will send: replace it as an attacker without it would.
    await t.database.query(`update oauth_states set code_verifier = $2 where state = $1`, [
      started.stateCookie,
      'w'.repeat(43),
    ]);
    const response = await callback(back, started.stateCookie);
    expect(response.headers.location).toBe('/join?error=oauth');
    expect(
      (await t.database.query(`select 1 from users where email = 'sam.gamer@example.com'`)).rowCount,
    ).toBe(0);
  });

  it('refuses a consent request for a redirect URI that is not registered', async () => {
    const started = await start('google');
    const tampered = new URL(started.authorize);
    tampered.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const page = await t.app.inject({ url: `${tampered.pathname}${tampered.search}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('redirect_uri is not registered for this client.');
  });
});

/** How many third-party identities are linked to the account with this address. */
async function linksOf(email: string): Promise<number> {
  const linked = await t.database.query(
    `select 1 from identity_links l join users u on u.id = l.user_id where u.email = $1`,
    [email],
  );
  return linked.rowCount;
}

describe('linking rule', () => {
  it('a live provider links an existing local account when it verified the same email', async () => {
    const local = registration();
    await register(t.app, local);
    // A real provider's word (the sandbox's is anyone's, below): the linking rule itself.
    const result = await signInWithIdentity(
      t.database,
      'discord',
      {
        providerUserId: '1234567890123456789012',
        email: local.email.toUpperCase(),
        emailVerified: true,
        name: 'Disco',
      },
      { utmSession: null },
    );
    const { rows } = await t.database.query<{ id: string; provider: string; email_verified_at: Date | null }>(
      'select id, provider, email_verified_at from users where email = $1',
      [local.email],
    );
    expect(result).toEqual({ outcome: 'signed-in', userId: rows[0]!.id, created: false });
    // Still a password account, now verified by the provider's word.
    expect(rows[0]!.provider).toBe('local');
    expect(rows[0]!.email_verified_at).toBeInstanceOf(Date);
    const link = await t.database.query<{ provider_user_id: string }>(
      `select provider_user_id from identity_links where provider = 'discord' and user_id = $1`,
      [rows[0]!.id],
    );
    // A snowflake above 2^53, kept as text.
    expect(link.rows[0]!.provider_user_id).toBe('1234567890123456789012');
    expect((await login(t.app, local.email, local.password)).statusCode).toBe(200);
  });

  it("the sandbox never takes an existing account by email, even 'verified' (issue 29)", async () => {
    const local = registration();
    await register(t.app, local);
    const response = await signIn('discord', {
      identity: 'custom',
      custom_email: local.email.toUpperCase(),
      custom_name: 'Disco',
      custom_verified: 'on',
    });
    expect(response.headers.location).toBe('/join?error=oauth');
    expect(await linksOf(local.email)).toBe(0);
    // The owner's account is untouched and still theirs.
    expect((await login(t.app, local.email, local.password)).statusCode).toBe(200);
  });

  it('refuses to link when the provider did not verify the email', async () => {
    const local = registration();
    await register(t.app, local);
    const response = await signIn('google', {
      identity: 'custom',
      custom_email: local.email,
      custom_name: 'Impostor',
    });
    expect(response.headers.location).toBe('/join?error=oauth');
    expect(await linksOf(local.email)).toBe(0);
  });

  it('creates an unverified account for an unverified email nobody has', async () => {
    const email = uniqueEmail('fresh');
    const token = landingToken(
      await signIn('discord', { identity: 'custom', custom_email: email, custom_name: '' }),
    );
    const { rows } = await t.database.query<{ id: string; name: string; email_verified_at: Date | null }>(
      'select id, name, email_verified_at from users where email = $1',
      [email],
    );
    expect(jwtPayload(token).sub).toBe(rows[0]!.id);
    expect(rows[0]!.email_verified_at).toBeNull();
    expect(rows[0]!.name).toBe(email.slice(0, 50));
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await t.app.inject({ url: '/api/auth/myspace' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/myspace/callback?code=a&state=b' })).statusCode).toBe(404);
  });
});

describe('the sandbox never signs into an operator account (issue 9, finding 1)', () => {
  it("refuses a custom identity with an admin's email on the consent page, and issues no code", async () => {
    const adminEmail = uniqueEmail('sandbox-admin');
    await register(t.app, registration({ email: adminEmail }));
    await t.database.query("update users set role = 'admin' where email = $1", [adminEmail]);
    const started = await start('google');
    const form = new URLSearchParams({
      redirect_uri: started.authorize.searchParams.get('redirect_uri')!,
      state: started.authorize.searchParams.get('state')!,
      code_challenge: started.authorize.searchParams.get('code_challenge')!,
      code_challenge_method: 'S256',
      response_type: 'code',
      decision: 'approve',
      identity: 'custom',
      custom_email: adminEmail.toUpperCase(),
      custom_verified: 'on',
    });

    const response = await t.app.inject({
      method: 'POST',
      url: started.authorize.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      'The sandbox cannot sign into an operator account. Operators sign in with their password.',
    );
    expect(response.headers.location).toBeUndefined();
    const codes = await t.database.query('select 1 from sandbox_oauth_codes where lower(email) = lower($1)', [
      adminEmail,
    ]);
    expect(codes.rowCount).toBe(0);
  });

  it('refuses at the callback an identity already linked to an account that became an operator', async () => {
    const email = uniqueEmail('promoted');
    const fields = { identity: 'custom', custom_email: email, custom_verified: 'on' };
    landingToken(await signIn('google', fields));
    // The consent page would now refuse this email; the callback is the guarantee for a code issued before.
    const started = await start('google');
    const back = await decide(started, { decision: 'approve', ...fields });
    await t.database.query("update users set role = 'admin' where email = $1", [email]);

    const landed = await callback(back, started.stateCookie);

    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/join?error=oauth');
    expect(landed.headers['set-cookie'] ?? '').not.toContain('arena_refresh=');
  });
});
