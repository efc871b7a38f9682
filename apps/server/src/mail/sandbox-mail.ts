// Sandbox mail: messages go to the sandbox_mail table, so they survive across requests and instances
// and the outbox (/sandbox/mail, /sandbox/mail.json) can show them to people and end-to-end tests.
import type { Queryable } from '../db/database';
import type { MailMessage, MailProvider } from './mail-provider';

export function createSandboxMailProvider(database: Queryable): MailProvider {
  return {
    async sendMail(message: MailMessage) {
      await database.query(
        'insert into sandbox_mail (to_address, subject, text_body, html_body) values ($1, $2, $3, $4)',
        [message.to, message.subject, message.text, message.html],
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
}

interface StoredMailRow {
  id: number | string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date | string;
}

/** The outbox, newest first; only one recipient's mail when `to` is given (any letter case). */
export async function listSandboxMail(
  database: Queryable,
  options: { to?: string; limit?: number } = {},
): Promise<StoredMail[]> {
  const limit = options.limit ?? 100;
  const { rows } = options.to
    ? await database.query<StoredMailRow>(
        `select id, to_address, subject, text_body, html_body, created_at from sandbox_mail
          where lower(to_address) = lower($1) order by id desc limit $2`,
        [options.to.trim(), limit],
      )
    : await database.query<StoredMailRow>(
        `select id, to_address, subject, text_body, html_body, created_at from sandbox_mail
          order by id desc limit $1`,
        [limit],
      );
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
