// The sandbox outbox (MAIL_MODE=sandbox): GET /sandbox/mail for people, GET /sandbox/mail.json?to=
// for tests. Mail bodies are shown as escaped text with their links made clickable; the HTML part is
// never rendered, so a hostile name in a mail cannot run anything here.
import type { SandboxOutboxResponse } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { listSandboxMail } from '../mail/sandbox-mail';
import { sendHtml, sandboxPage, escapeHtml, linkify } from './sandbox-page';

export function registerSandboxMailRoutes(app: FastifyInstance, database: Queryable): void {
  app.get('/sandbox/mail.json', async (request, reply) => {
    const { to } = request.query as { to?: unknown };
    reply.header('cache-control', 'no-store');
    const data = await listSandboxMail(database, {
      to: typeof to === 'string' && to !== '' ? to : undefined,
    });
    return { data } satisfies SandboxOutboxResponse;
  });

  app.get('/sandbox/mail', async (_request, reply) => {
    const mails = await listSandboxMail(database);
    const list =
      mails.length === 0
        ? '<p>The outbox is empty.</p>'
        : mails
            .map(
              (mail) => `<article>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Subject</dt><dd>${escapeHtml(mail.subject)}</dd>
<dt>Sent</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></dd>
</dl>
<pre>${linkify(mail.text)}</pre>
</article>`,
            )
            .join('\n');
    return sendHtml(
      reply,
      200,
      sandboxPage('Sandbox outbox', `<p>Newest first, at most 100 messages.</p>\n${list}`),
    );
  });
}
