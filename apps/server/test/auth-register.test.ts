// POST /api/auth/register: the domain's rules with its English texts, unique email regardless of
// case, the referrer from X-Affiliate-Code.
import type { ServerMessageKey, ServerMessageParams } from '@arena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  birthDateYearsAgo,
  outboxFor,
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

async function expectRefused(
  body: Record<string, unknown>,
  status: number,
  message: string,
  ...keyAndParams: [ServerMessageKey, ServerMessageParams] | []
) {
  const response = await register(t.app, body);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(errorAnswer(message, keyAndParams[0], keyAndParams[1]));
  const { rowCount } = await t.database.query('select 1 from users where lower(email) = lower($1)', [
    String(body.email ?? ''),
  ]);
  return rowCount;
}

describe('register validation', () => {
  it('refuses a short password with the domain text', async () => {
    const body = registration({ password: 'short77', passwordConfirm: 'short77' });
    expect(
      await expectRefused(
        body,
        400,
        'Password must be at least 8 characters long',
        'validation.password.tooShort',
        {
          count: 8,
        },
      ),
    ).toBe(0);
  });

  it('refuses a password over 128 characters', async () => {
    const long = 'p'.repeat(129);
    await expectRefused(
      registration({ password: long, passwordConfirm: long }),
      400,
      'Password must be at most 128 characters long',
      'validation.password.tooLong',
      { count: 128 },
    );
  });

  it('refuses a 12-year-old and accepts someone who turned 13 today', async () => {
    await expectRefused(
      registration({ dob: birthDateYearsAgo(13, -1) }),
      400,
      'You must be at least 13 years old to register',
      'validation.dob.tooYoung',
      { count: 13 },
    );
    await expectRefused(
      registration({ dob: birthDateYearsAgo(12) }),
      400,
      'You must be at least 13 years old to register',
      'validation.dob.tooYoung',
      { count: 13 },
    );
    expect((await register(t.app, registration({ dob: birthDateYearsAgo(13) }))).statusCode).toBe(201);
  });

  it('refuses mismatched passwords', async () => {
    const body = registration({ passwordConfirm: 'something else entirely' });
    expect(await expectRefused(body, 400, 'Passwords do not match')).toBe(0);
  });

  it('refuses a bad email, country and date, and names a missing field', async () => {
    await expectRefused(registration({ email: 'not-an-email' }), 400, 'Please enter a valid email address');
    await expectRefused(registration({ country: 'ARE' }), 400, 'Please choose a country from the list');
    await expectRefused(registration({ country: 'QQ' }), 400, 'Please choose a country from the list');
    await expectRefused(registration({ dob: '2001-02-30' }), 400, 'Please enter a valid date of birth');
    await expectRefused(registration({ name: '   ' }), 400, 'Name is required');
    const { name: _omitted, ...withoutName } = registration();
    await expectRefused(withoutName, 400, 'Name is required');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { status: string }).status).toBe('error');
  });

  it('refuses an email already registered in another letter case with 409', async () => {
    const email = uniqueEmail('taken');
    expect((await register(t.app, registration({ email }))).statusCode).toBe(201);
    const response = await register(t.app, registration({ email: `  ${email.toUpperCase()} ` }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorAnswer('An account with this email already exists.'));
    const { rowCount } = await t.database.query('select 1 from users where lower(email) = $1', [email]);
    expect(rowCount).toBe(1);
    // Only the first registration got a mail.
    expect(await outboxFor(t.app, email)).toHaveLength(1);
  });

  it('lets only one of two simultaneous registrations of one address through', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([
      register(t.app, registration({ email })),
      register(t.app, registration({ email })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('referrals and markers', () => {
  it('stores a known affiliate code as referred_by and ignores unknown ones', async () => {
    const referrer = registration();
    await register(t.app, referrer);
    const { rows } = await t.database.query<{ id: string; affiliate_code: string }>(
      'select id, affiliate_code from users where email = $1',
      [referrer.email],
    );
    const { id: referrerId, affiliate_code: code } = rows[0]!;

    const referred = registration();
    expect(
      (
        await register(t.app, referred, {
          'X-Affiliate-Code': code.toLowerCase(),
          'X-UTM-Session': 'utm-ref-7',
        })
      ).statusCode,
    ).toBe(201);
    const unknown = registration();
    expect((await register(t.app, unknown, { 'X-Affiliate-Code': 'NOSUCHCODE' })).statusCode).toBe(201);
    const odd = registration();
    expect(
      (await register(t.app, odd, { 'X-Affiliate-Code': "x' or 1=1 --", 'X-UTM-Session': '<script>' }))
        .statusCode,
    ).toBe(201);

    const stored = await t.database.query<{
      email: string;
      referred_by: string | null;
      utm_session: string | null;
    }>('select email, referred_by, utm_session from users where email = any($1::text[]) order by email', [
      [referred.email, unknown.email, odd.email],
    ]);
    const byEmail = new Map(stored.rows.map((row) => [row.email, row]));
    expect(byEmail.get(referred.email)).toMatchObject({ referred_by: referrerId, utm_session: 'utm-ref-7' });
    expect(byEmail.get(unknown.email)).toMatchObject({ referred_by: null });
    expect(byEmail.get(odd.email)).toMatchObject({ referred_by: null, utm_session: null });
  });

  it('gives every account its own affiliate code', async () => {
    const { rows } = await t.database.query<{ codes: number; users: number }>(
      'select count(distinct affiliate_code)::int as codes, count(*)::int as users from users',
    );
    expect(rows[0]!.codes).toBe(rows[0]!.users);
  });
});
