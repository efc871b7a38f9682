// Sandbox mail: messages go to the sandbox_mail table, so they survive across requests and instances
// and the outbox (/sandbox/mail, /sandbox/mail.json) can show them to people and end-to-end tests.
import type { Queryable } from '../db/database';
import { currentMailbox } from '../sandbox/sandbox-mailbox';
import type { MailMessage, MailProvider } from './mail-provider';

export function createSandboxMailProvider(database: Queryable): MailProvider {
  return {
    async sendMail(message: MailMessage) {
      await database.query(
        `insert into sandbox_mail (to_address, subject, text_body, html_body, mailbox, headers)
         values ($1, $2, $3, $4, $5, $6::jsonb)`,
        [
          message.to,
          message.subject,
          message.text,
          message.html,
          currentMailbox(),
          message.headers === undefined ? null : JSON.stringify(message.headers),
        ],
      );
    },
  };
}

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  /** Headers beyond the subject the mail carried (List-Unsubscribe…); absent when none. */
  headers?: Record<string, string>;
}

interface StoredMailRow {
  id: number | string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date | string;
  headers: Record<string, string> | null;
}

/**
 * The outbox, newest first: the whole of it (`mailbox: 'all'`, the outbox key) or one browser's mailbox
 * (none at all for a browser without one); only one recipient's mail when `to` is given (any letter case).
 */
export async function listSandboxMail(
  database: Queryable,
  options: { mailbox: string | null | 'all'; to?: string | undefined; limit?: number },
): Promise<StoredMail[]> {
  if (options.mailbox === null) return [];
  const mailbox = options.mailbox === 'all' ? null : options.mailbox;
  const to = options.to?.trim() ? options.to.trim() : null;
  const { rows } = await database.query<StoredMailRow>(
    `select id, to_address, subject, text_body, html_body, created_at, headers from sandbox_mail
      where ($1::text is null or lower(to_address) = lower($1)) and ($2::text is null or mailbox = $2)
      order by id desc limit $3`,
    [to, mailbox, options.limit ?? 100],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.headers === null ? {} : { headers: row.headers }),
  }));
}
