// The mail providers: the sandbox outbox pages (escaped, links clickable, no script) and SMTP through
// nodemailer (checked with its stream transport: the message as it would go on the wire).
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createSandboxMailProvider } from '../src/mail/sandbox-mail';
import { createSmtpMailProvider } from '../src/mail/smtp-mail';
import { sandboxMailboxCookieName } from '../src/sandbox/sandbox-mailbox';
import {
  cookieValue,
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

const keyHeader = () => ({ 'x-sandbox-key': t.config.sandboxSecrets.mailOutboxKey ?? '' });

describe('sandbox outbox', () => {
  it('lists mail newest first, escaped, with clickable links and no script', async () => {
    const mail = createSandboxMailProvider(t.database);
    await mail.sendMail({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await mail.sendMail({
      to: 'second@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: 'Hello <b>you</b> & co\nOpen http://localhost:3000/api/auth/verify-email?token=abc&x="y" now',
      html: '<script>alert(1)</script>',
    });

    const page = await t.app.inject({ url: '/sandbox/mail', headers: keyHeader() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).not.toMatch(/<script|<img|onerror=alert\(1\)>/i);
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).toContain('Hello &lt;b&gt;you&lt;/b&gt; &amp; co');
    expect(page.body).toContain(
      '<a href="http://localhost:3000/api/auth/verify-email?token=abc&amp;x=">http://localhost:3000/api/auth/verify-email?token=abc&amp;x=</a>&quot;y&quot; now',
    );
    expect(page.body.indexOf('second@example.com')).toBeLessThan(page.body.indexOf('first@example.com'));

    const json = await t.app.inject({
      url: `/sandbox/mail.json?to=SECOND@example.com&key=${t.config.sandboxSecrets.mailOutboxKey}`,
    });
    const data = (json.json() as { data: { to: string; subject: string; html: string; createdAt: string }[] })
      .data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ to: 'second@example.com', html: '<script>alert(1)</script>' });
    expect(new Date(data[0]!.createdAt).toISOString()).toBe(data[0]!.createdAt);
  });

  it('shows a browser only the mail sent in answer to its own requests (issue 9, finding 2)', async () => {
    const first = uniqueEmail('mailbox-first');
    const second = uniqueEmail('mailbox-second');
    const registered = [];
    for (const email of [first, second]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ email }),
      });
      expect(response.statusCode).toBe(201);
      expect(setCookieHeader(response, sandboxMailboxCookieName)).toMatch(
        /^arena_sandbox_mailbox=[\w-]{24}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      registered.push(cookieValue(response, sandboxMailboxCookieName));
    }
    const [firstBox, secondBox] = registered;
    expect(firstBox).not.toBe(secondBox);
    const outbox = async (cookies: Record<string, string>, query = '') =>
      (
        (await t.app.inject({ url: `/sandbox/mail.json${query}`, cookies })).json() as {
          data: { to: string }[];
        }
      ).data.map((mail) => mail.to);

    expect(await outbox({ arena_sandbox_mailbox: firstBox! })).toEqual([first]);
    expect(await outbox({ arena_sandbox_mailbox: secondBox! })).toEqual([second]);
    // Asking for someone else's address from one's own mailbox finds nothing.
    expect(await outbox({ arena_sandbox_mailbox: firstBox! }, `?to=${encodeURIComponent(second)}`)).toEqual(
      [],
    );
    // No cookie, a made-up mailbox or a wrong key: nothing at all.
    expect(await outbox({})).toEqual([]);
    expect(await outbox({ arena_sandbox_mailbox: 'A'.repeat(24) })).toEqual([]);
    expect(await outbox({}, `?key=${'x'.repeat(43)}`)).toEqual([]);
    const page = await t.app.inject({ url: '/sandbox/mail' });
    expect(page.body).not.toContain(first);
    expect(page.body).toContain('No mail for this browser yet.');
    // A second request from the same browser keeps its mailbox (no new cookie).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ email: uniqueEmail('mailbox-again') }),
      cookies: { arena_sandbox_mailbox: firstBox! },
    });
    expect(again.headers['set-cookie'] ?? '').not.toContain(sandboxMailboxCookieName);
    expect(await outbox({ arena_sandbox_mailbox: firstBox! })).toHaveLength(2);
  });

  it('is not served when mail is live', async () => {
    const live = await startAuthTestApp({ MAIL_MODE: 'live', SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect((await live.app.inject({ url: '/sandbox/mail.json' })).statusCode).toBe(404);
      expect((await live.app.inject({ url: '/sandbox/oauth/google/authorize' })).statusCode).not.toBe(404);
    } finally {
      await live.close();
    }
  });
});

describe('SMTP mail', () => {
  it('sends from MAIL_FROM with text and HTML parts', async () => {
    const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (message: Parameters<typeof original>[0]) => {
      const info = await original(message);
      sent.push((info.message as Buffer).toString());
      return info;
    }) as typeof transport.sendMail;
    const mail = createSmtpMailProvider(
      { smtpUrl: 'smtp://unused', from: 'Arena <no-reply@arena.example>' },
      transport,
    );
    await mail.sendMail({
      to: 'player@example.com',
      subject: 'Verify',
      text: 'plain body',
      html: '<p>html body</p>',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('From: Arena <no-reply@arena.example>');
    expect(sent[0]).toContain('To: player@example.com');
    expect(sent[0]).toContain('Subject: Verify');
    expect(sent[0]).toContain('plain body');
    expect(sent[0]).toContain('<p>html body</p>');
  });

  it('needs SMTP_URL in live mode and checks its scheme', () => {
    const base = { DATA_DIR: '/tmp/arena-mail-config', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, MAIL_MODE: 'live' })).toThrow(
      'Invalid configuration: SMTP_URL is required when MAIL_MODE is live',
    );
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example' })).toThrow(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    );
    const config = loadConfig({ ...base, MAIL_MODE: 'live', SMTP_URL: 'smtps://user:pass@mail.example:465' });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      from: 'Arena <no-reply@arena.local>',
    });
  });
});
