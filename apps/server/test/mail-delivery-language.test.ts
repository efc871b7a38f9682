// Issue 31 through the app: a registration from an Arabic page gets an Arabic verification mail (the
// body's language, else the page's cookie, else Accept-Language, stored as the player's language); a
// password change mails the player in their language; the sandbox outbox shows the HTML part rendered
// (in a sandboxed frame, the mail's lang and dir on its document) and the text part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import hi from '../../../locales/hi.json' with { type: 'json' };
import ur from '../../../locales/ur.json' with { type: 'json' };
import { fill } from '../src/mail/mail-words';
import {
  login,
  outboxFor,
  register,
  registration,
  startAuthTestApp,
  type AuthTestApp,
} from './support/auth-test-app';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const storedLanguage = async (email: string) =>
  (
    await t.database.query<{ language: string | null }>(
      'select language from users where lower(email) = lower($1)',
      [email],
    )
  ).rows[0]?.language;

describe('the verification mail in the language of the page (issue 31)', () => {
  it('a registration from an Arabic page gets an Arabic mail, right to left, with a text part', async () => {
    // A UK address: the country would guess English; the page said Arabic.
    const body = registration({ language: 'ar', country: 'GB', name: 'Layla' });
    expect((await register(t.app, body)).statusCode).toBe(201);
    expect(await storedLanguage(body.email)).toBe('ar');
    const [mail, ...others] = await outboxFor(t.app, body.email);
    expect(others).toHaveLength(0);
    const words = ar.notifications.mail;
    expect(mail!.subject).toBe(words.verifySubject);
    expect(mail!.html.split('\n')[0]).toBe('<div dir="rtl" lang="ar">');
    const lines = mail!.text.split('\n');
    expect(lines.slice(0, 3)).toEqual([fill(words.greeting, { name: 'Layla' }), '', words.verifyIntro]);
    expect(lines[3]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    expect(lines.slice(4)).toEqual(['', words.verifyExpiry]);
    expect(mail!.html).toContain(`">${words.verifyLink}</a></p>`);
  });

  it('without a language in the body, the site’s language cookie decides, then Accept-Language', async () => {
    const fromCookie = registration({ country: 'GB' });
    expect((await register(t.app, fromCookie, { cookie: 'arena_lang=ur' })).statusCode).toBe(201);
    expect(await storedLanguage(fromCookie.email)).toBe('ur');
    expect((await outboxFor(t.app, fromCookie.email))[0]!.subject).toBe(ur.notifications.mail.verifySubject);

    const fromHeader = registration({ country: 'GB' });
    const headers = { 'accept-language': 'fr;q=0.9, hi-IN;q=0.8, en;q=0.1' };
    expect((await register(t.app, fromHeader, headers)).statusCode).toBe(201);
    expect(await storedLanguage(fromHeader.email)).toBe('hi');
    expect((await outboxFor(t.app, fromHeader.email))[0]!.subject).toBe(hi.notifications.mail.verifySubject);

    // The body wins over both.
    const stated = registration({ country: 'GB', language: 'en' });
    expect((await register(t.app, stated, { cookie: 'arena_lang=ar', ...headers })).statusCode).toBe(201);
    expect(await storedLanguage(stated.email)).toBe('en');
    expect((await outboxFor(t.app, stated.email))[0]!.subject).toBe('Verify your Arena email address');
  });

  it('says nothing about the language when the request says none: the country guesses', async () => {
    const silent = registration({ country: 'PK' });
    expect((await register(t.app, silent)).statusCode).toBe(201);
    expect(await storedLanguage(silent.email)).toBeNull();
    const [mail] = await outboxFor(t.app, silent.email);
    expect(mail!.subject).toBe(ur.notifications.mail.verifySubject);
    expect(mail!.html.split('\n')[0]).toBe('<div dir="rtl" lang="ur">');
  });
});

describe('the password-changed mail (issue 31)', () => {
  it('tells the player in their language, once, after the change', async () => {
    const body = registration({ language: 'ar', country: 'GB', name: 'Layla' });
    expect((await register(t.app, body)).statusCode).toBe(201);
    const signedIn = await login(t.app, body.email, body.password);
    expect(signedIn.statusCode).toBe(200);
    const token = (signedIn.json() as { access_token: string }).access_token;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        currentPassword: body.password,
        newPassword: 'a new passphrase',
        confirmPassword: 'a new passphrase',
      },
    });
    expect(changed.statusCode).toBe(200);
    const mails = await outboxFor(t.app, body.email);
    const words = ar.notifications.mail;
    expect(mails.map((mail) => mail.subject)).toEqual([words.passwordChangedSubject, words.verifySubject]);
    const mail = mails[0]!;
    expect(mail.html.split('\n')[0]).toBe('<div dir="rtl" lang="ar">');
    expect(mail.text.split('\n')).toEqual([
      fill(words.greeting, { name: 'Layla' }),
      '',
      expect.stringMatching(/^تغيّرت كلمة مرور حسابك في Arena في \u2068.+\u2069 \(بالتوقيت العالمي\)\.$/),
      words.passwordChangedSessions,
      words.passwordChangedNotYou,
      'http://localhost:3000/contact',
      '',
      words.passwordChangedIfYou,
    ]);

    // A refused change (wrong current password) mails nothing.
    const next = (await login(t.app, body.email, 'a new passphrase')).json() as { access_token: string };
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: { authorization: `Bearer ${next.access_token}` },
      payload: {
        currentPassword: 'not the password',
        newPassword: 'another one!',
        confirmPassword: 'another one!',
      },
    });
    expect(refused.statusCode).toBe(400);
    // (The second sign-in, from a device the account never used, has its own mail.)
    const subjects = (await outboxFor(t.app, body.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === words.passwordChangedSubject)).toHaveLength(1);
  });
});

describe('the sandbox outbox shows each mail rendered (issue 31)', () => {
  it('puts the HTML part in a sandboxed frame with its language and direction, and the text part below', async () => {
    const body = registration({ language: 'ar', country: 'GB', name: '<img src=x onerror=alert(1)>' });
    expect((await register(t.app, body)).statusCode).toBe(201);
    const page = await t.app.inject({
      url: '/sandbox/mail',
      headers: { 'x-sandbox-key': t.config.sandboxSecrets.mailOutboxKey ?? '' },
    });
    expect(page.statusCode).toBe(200);
    const article = page.body.split('<article>').find((part) => part.includes(body.email))!;
    const frame = /<iframe sandbox="([^"]*)" title="([^"]*)" srcdoc="([^"]*)"/.exec(article);
    expect(frame).not.toBeNull();
    expect(frame![1]).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame![2]).toBe(ar.notifications.mail.verifySubject);
    const document = frame![3]!
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(document).toContain('<html lang="ar" dir="rtl">');
    expect(document).toContain('<base target="_blank">');
    expect(document).toContain('<body style="margin:0"><div dir="rtl" lang="ar">');
    // The name stays text inside the mail, escaped once more into the attribute: no tag reaches the page.
    expect(document).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toMatch(/<img|<script/i);
    expect(article).toContain('<h2>Text part</h2>\n<pre lang="ar" dir="rtl">');
    expect(article).toContain(ar.notifications.mail.verifyIntro);
  });
});
