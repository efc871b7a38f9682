// Issue 30 (docs/decisions/0049): a sign-in from a device the account never used mails the player in
// their language, once; the first sign-in and known devices do not. The retention job purges only
// sign-in events and ended sessions older than SIGNIN_RETENTION_DAYS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import { purgeSignInHistory } from '../src/auth/sign-in-retention';
import { login, outboxFor, startAuthTestApp, type AuthTestApp } from './support/auth-test-app';
import { defaultTestPassword, insertTestUser } from './support/users-fixtures';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

async function signIn(email: string, device: string, address = '192.0.2.77') {
  const response = await login(t.app, email, defaultTestPassword, {
    remoteAddress: address,
    headers: { 'x-device-id': device, 'user-agent': firefox },
  });
  expect(response.statusCode).toBe(200);
}

describe('the new-device mail', () => {
  it('is sent once in Arabic for a new device, not for the first sign-in nor a known device', async () => {
    const user = await insertTestUser(t.database, t.config.jwtSecret, { name: 'Layla' });
    await t.database.query(`update users set language = 'ar' where id = $1`, [user.id]);

    await signIn(user.email, 'first-device');
    expect(await outboxFor(t.app, user.email)).toEqual([]); // the very first sign-in
    await signIn(user.email, 'first-device');
    expect(await outboxFor(t.app, user.email)).toEqual([]); // a known device

    await signIn(user.email, 'second-device', '192.0.2.88');
    const mails = await outboxFor(t.app, user.email);
    expect(mails).toHaveLength(1);
    const words = ar.profile.security.sessions.mail;
    const mail = mails[0]!;
    expect(mail.subject).toBe(words.subject);
    expect(mail.text).toContain('مرحبًا Layla،');
    expect(mail.text).toContain(words.intro);
    expect(mail.text).toContain('\u2068Firefox 127\u2069 على \u2068Linux\u2069');
    expect(mail.text).toContain('العنوان: \u2068192.0.2.88\u2069');
    expect(mail.text).toContain(words.notYou);
    expect(mail.text).toContain(`${t.config.publicUrl}/profile?tab=security`);
    expect(mail.html).toContain('<div dir="rtl" lang="ar">');

    await signIn(user.email, 'second-device');
    await signIn(user.email, 'first-device');
    expect(await outboxFor(t.app, user.email)).toHaveLength(1);
  });

  it('is in English for an English player and names the time in UTC', async () => {
    const user = await insertTestUser(t.database, t.config.jwtSecret, { name: 'Sam' });
    await t.database.query(`update users set language = 'en' where id = $1`, [user.id]);
    await signIn(user.email, 'desk');
    await signIn(user.email, 'travel-laptop', '192.0.2.99');
    const [mail] = await outboxFor(t.app, user.email);
    expect(mail?.subject).toBe(en.profile.security.sessions.mail.subject);
    expect(mail?.text).toContain('Browser: \u2068Firefox 127\u2069 on \u2068Linux\u2069');
    expect(mail?.text).toMatch(/When: \u2068.+\u2069 \(UTC\)/);
  });
});

describe('purgeSignInHistory', () => {
  it('deletes only events and ended sessions older than the retention', async () => {
    const user = await insertTestUser(t.database, t.config.jwtSecret);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const sessions = {
      revokedLongAgo: ['00000000-0000-4000-8000-0000000000a1', daysAgo(300), daysAgo(200)],
      revokedRecently: ['00000000-0000-4000-8000-0000000000a2', daysAgo(300), daysAgo(10)],
      expiredLongAgo: ['00000000-0000-4000-8000-0000000000a3', daysAgo(260), null],
      active: ['00000000-0000-4000-8000-0000000000a4', daysAgo(1), null],
    };
    for (const [id, lastSeen, revoked] of Object.values(sessions)) {
      await t.database.query(
        `insert into sessions (id, user_id, method, created_at, last_seen_at, revoked_at)
         values ($1, $2, 'password', $3, $3, $4)`,
        [id, user.id, lastSeen, revoked],
      );
    }
    for (const [kind, at] of [
      ['sign_in', daysAgo(181)],
      ['refresh', daysAgo(179)],
      ['sign_out', daysAgo(2)],
    ] as const) {
      await t.database.query(
        `insert into sign_in_events (user_id, kind, method, created_at) values ($1, $2, 'password', $3)`,
        [user.id, kind, at],
      );
    }

    expect(await purgeSignInHistory(t.database, 180, now)).toEqual({ events: 1, sessions: 2 });
    const left = await t.database.query<{ id: string }>(
      'select id from sessions where user_id = $1 order by id',
      [user.id],
    );
    expect(left.rows.map((row) => row.id)).toEqual([sessions.revokedRecently[0], sessions.active[0]]);
    const kinds = await t.database.query<{ kind: string }>(
      'select kind from sign_in_events where user_id = $1 order by id',
      [user.id],
    );
    expect(kinds.rows.map((row) => row.kind)).toEqual(['refresh', 'sign_out']);
  });
});
