// Decision 0073: the verification link and the sign-in starts redirect a browser (302, as the spec's flows
// want) and tell a client that asks for JSON alone where that is (200 {location}), with the same effects:
// the link verifies once, the state cookie is set and bound to the address. Runs on PGlite, and on
// PostgreSQL when DATABASE_URL is set.
import { redirectAnswerSchema } from '@arena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksForJson } from '../src/http/send-on';
import {
  register,
  registration,
  startAuthTestApp,
  verificationPath,
  type AuthTestApp,
} from './support/auth-test-app';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const json = { accept: 'application/json' };
// What Chromium sends when it follows a link.
const browser = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
};

const cookieNamed = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';', 1)[0]
    ?.slice(name.length + 1);

describe('asksForJson', () => {
  it('is true for JSON alone, false for a browser, for nothing said, and for JSON beside HTML', () => {
    const ask = (accept?: string) =>
      asksForJson({ headers: accept === undefined ? {} : { accept } } as never);
    expect(ask('application/json')).toBe(true);
    expect(ask('application/json, text/plain, */*')).toBe(true);
    expect(ask(browser.accept)).toBe(false);
    expect(ask(undefined)).toBe(false);
    expect(ask('*/*')).toBe(false);
    expect(ask('text/html, application/json')).toBe(false);
  });
});

describe('GET /api/auth/verify-email', () => {
  it('verifies the address for a JSON client and says where a browser would land', async () => {
    const body = registration();
    expect((await register(t.app, body)).statusCode).toBe(201);
    const link = await verificationPath(t.app, body.email);

    const answer = await t.app.inject({ url: link, headers: json });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(String(answer.headers.vary)).toMatch(/(^|, *)accept(,|$)/i);
    expect(redirectAnswerSchema.parse(answer.json())).toEqual({ location: '/verification-success' });
    const { rows } = await t.database.query<{ email_verified_at: Date | null }>(
      'select email_verified_at from users where email = $1',
      [body.email.toLowerCase()],
    );
    expect(rows[0]?.email_verified_at).toBeInstanceOf(Date);

    // A browser following the same link is still sent on.
    const followed = await t.app.inject({ url: link, headers: browser });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/verification-success');
    expect(String(followed.headers.vary)).toMatch(/(^|, *)accept(,|$)/i);
  });

  it('answers an unknown, tampered or missing token with the invalid page, in JSON as in a redirect', async () => {
    for (const url of [
      '/api/auth/verify-email',
      '/api/auth/verify-email?token=nope',
      `/api/auth/verify-email?token=${'A'.repeat(43)}`,
    ]) {
      const answer = await t.app.inject({ url, headers: json });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json(), url).toEqual({ location: '/join?verification=invalid' });
      const followed = await t.app.inject({ url, headers: browser });
      expect([followed.statusCode, followed.headers.location], url).toEqual([
        302,
        '/join?verification=invalid',
      ]);
    }
  });
});

describe('the sign-in starts', () => {
  it("GET /api/auth/google: the provider's address with the state the cookie binds to this client", async () => {
    const answer = await t.app.inject({ url: '/api/auth/google?device_id=dev-json-1', headers: json });
    expect(answer.statusCode).toBe(200);
    const { location } = redirectAnswerSchema.parse(answer.json());
    const authorize = new URL(location);
    expect(authorize.pathname).toBe('/sandbox/oauth/google/authorize');
    const state = cookieNamed(answer.headers['set-cookie'], 'arena_oauth_state');
    expect(state).toMatch(/^[\w-]{32}$/);
    expect(authorize.searchParams.get('state')).toBe(state);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const { rows } = await t.database.query<{ device_id: string }>(
      'select device_id from oauth_states where state = $1',
      [state],
    );
    expect(rows).toEqual([{ device_id: 'dev-json-1' }]);
    expect(answer.headers['cache-control']).toBe('no-store');

    const followed = await t.app.inject({ url: '/api/auth/google', headers: browser });
    expect(followed.statusCode).toBe(302);
    expect(new URL(String(followed.headers.location)).pathname).toBe('/sandbox/oauth/google/authorize');
  });

  it("GET /api/auth/riot: Riot Sign-On's address and the state cookie", async () => {
    const answer = await t.app.inject({ url: '/api/auth/riot?game=valorant&region=europe', headers: json });
    expect(answer.statusCode).toBe(200);
    const authorize = new URL(redirectAnswerSchema.parse(answer.json()).location);
    expect(authorize.pathname).toBe('/sandbox/riot/authorize');
    expect(authorize.searchParams.get('state')).toMatch(/^europe\.[\w-]{22}$/);
    expect(cookieNamed(answer.headers['set-cookie'], 'arena_rso_state')).toMatch(/^[\w-]{43}$/);
  });

  it('GET /api/auth/steam: back to the site with the reason when no link was started', async () => {
    const answer = await t.app.inject({ url: '/api/auth/steam', headers: json });
    expect(answer.statusCode).toBe(200);
    const followed = await t.app.inject({ url: '/api/auth/steam', headers: browser });
    expect(followed.statusCode).toBe(302);
    expect(answer.json()).toEqual({ location: followed.headers.location });
  });
});
