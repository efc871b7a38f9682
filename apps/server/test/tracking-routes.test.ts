// Device ids and the tracking redirects (spec §2 Tracking routes, §3, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestApp, type AuthTestApp } from './support/auth-test-app';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

interface VisitRow {
  kind: string;
  session_id: string | null;
  affiliate_code: string | null;
  query: Record<string, unknown>;
  ip: string;
  user_agent: string | null;
}

async function lastVisit(): Promise<VisitRow> {
  const { rows } = await t.database.query<VisitRow>(
    'select kind, session_id, affiliate_code, query, ip, user_agent from utm_visits order by id desc limit 1',
  );
  return rows[0]!;
}

describe('POST /api/devices/generate', () => {
  it('hands out a stored random UUID each time', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/devices/generate' });
    const second = await t.app.inject({ method: 'POST', url: '/api/devices/generate' });
    expect(first.statusCode).toBe(200);
    const { deviceId } = (first.json() as { data: { deviceId: string } }).data;
    expect(deviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((second.json() as { data: { deviceId: string } }).data.deviceId).not.toBe(deviceId);
    const { rowCount } = await t.database.query('select 1 from devices where id = $1', [deviceId]);
    expect(rowCount).toBe(1);
  });
});

describe('GET /utm/referral', () => {
  it('records the visit and redirects to /?affiliate=CODE', async () => {
    const response = await t.app.inject({
      url: '/utm/referral?aff=ABCD2345',
      headers: { 'user-agent': 'TestBrowser/1.0' },
      remoteAddress: '192.0.2.44',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?affiliate=ABCD2345');
    expect(await lastVisit()).toEqual({
      kind: 'referral',
      session_id: null,
      affiliate_code: 'ABCD2345',
      query: { aff: 'ABCD2345' },
      ip: '192.0.2.44',
      user_agent: 'TestBrowser/1.0',
    });
  });

  it.each([
    ['/utm/referral', '/'],
    ['/utm/referral?aff=', '/'],
    ['/utm/referral?aff=%3Cscript%3E', '/'],
    ['/utm/referral?aff=https://evil.example', '/'],
    ['/utm/referral?aff=A&aff=B', '/?affiliate=A'],
    ['/utm/referral?aff=%E0%A4%A', '/'],
    [`/utm/referral?aff=${'Z'.repeat(5000)}`, '/'],
  ])('never fails on odd input: %s', async (url, location) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });
});

describe('GET /utm/record', () => {
  it('records the whole query and redirects to / keeping utm_session', async () => {
    const response = await t.app.inject({
      url: '/utm/record?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_session=sess-42',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?utm_session=sess-42');
    expect(await lastVisit()).toMatchObject({
      kind: 'record',
      session_id: 'sess-42',
      query: {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_session: 'sess-42',
      },
    });
  });

  it('redirects to / without a session, and home without recording on NUL characters; truncates huge queries', async () => {
    const plain = await t.app.inject({ url: '/utm/record?utm_source=x' });
    expect(plain.headers.location).toBe('/');
    const before = await lastVisit();
    // A control character is refused by the input guard (issue 9): still a redirect home, nothing recorded.
    const nul = await t.app.inject({ url: '/utm/record?utm_source=a%00b&utm_session=s1' });
    expect(nul.statusCode).toBe(302);
    expect(nul.headers.location).toBe('/');
    expect(await lastVisit()).toEqual(before);
    const huge = await t.app.inject({ url: `/utm/record?utm_source=${'q'.repeat(20_000)}` });
    expect(huge.statusCode).toBe(302);
    expect(Object.keys((await lastVisit()).query)).toEqual(['truncated']);
  });
});
