// The sandbox outbox (MAIL_MODE=sandbox): GET /sandbox/mail for people, GET /sandbox/mail.json?to=
// for tests. A browser sees only the mail sent in answer to its own requests (sandbox-mailbox.ts);
// the outbox key (printed at start, kept in DATA_DIR) opens all of it. Each mail shows its HTML part
// rendered (issue 31) in a sandboxed frame (mail-frame.ts: no script, no same origin, its links open a
// new tab), then its text part as escaped text with the links made clickable.
import { lineText, type SandboxOutboxResponse } from '@arena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { listSandboxMail } from '../mail/sandbox-mail';
import { mailFrame, mailLanguageOf } from './mail-frame';
import { hasOutboxKey, mailboxOf } from './sandbox-mailbox';
import { sendHtml, sandboxPage, escapeHtml, linkify } from './sandbox-page';

const outboxQuerySchema = z.object({ to: lineText(320).optional(), key: lineText(100).optional() });

/** The text part in the mail's own language and direction (the page around it is English). */
function textLanguage(html: string): string {
  const { lang, dir } = mailLanguageOf(html);
  return `lang="${lang}" dir="${dir}"`;
}

export function registerSandboxMailRoutes(
  fastify: FastifyInstance,
  database: Queryable,
  outboxKey: string | undefined,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const visibleTo = (request: FastifyRequest, key: string | undefined) =>
    hasOutboxKey(request, key, outboxKey) ? ('all' as const) : mailboxOf(request);

  const schema = { querystring: outboxQuerySchema };
  app.get('/sandbox/mail.json', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const data = await listSandboxMail(database, {
      mailbox: visibleTo(request, request.query.key),
      to: request.query.to,
    });
    return { data } satisfies SandboxOutboxResponse;
  });

  app.get('/sandbox/mail', { schema }, async (request, reply) => {
    const mailbox = visibleTo(request, request.query.key);
    const mails = await listSandboxMail(database, { mailbox });
    const list =
      mails.length === 0
        ? '<p>No mail for this browser yet. Mail sent in answer to what you do here (registering, asking for the verification email again) appears on this page.</p>'
        : mails
            .map(
              (mail) => `<article>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Subject</dt><dd>${escapeHtml(mail.subject)}</dd>
<dt>Sent</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></dd>
${Object.entries(mail.headers ?? {})
  .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
  .join('\n')}
</dl>
${mailFrame(mail)}
<h2>Text part</h2>
<pre ${textLanguage(mail.html)}>${linkify(mail.text)}</pre>
</article>`,
            )
            .join('\n');
    const scope =
      mailbox === 'all'
        ? 'The whole outbox (opened with the outbox key), newest first, at most 100 messages.'
        : 'The mail Arena sent in answer to this browser, newest first, at most 100 messages. Whoever runs the server opens the whole outbox with the key it prints at start.';
    reply.header('cache-control', 'no-store');
    return sendHtml(reply, 200, sandboxPage('Sandbox outbox', `<p>${scope}</p>\n${list}`));
  });
}
