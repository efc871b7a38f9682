import type { Config } from '../config';
import type { Queryable } from '../db/database';
import type { MailProvider } from './mail-provider';
import { createSandboxMailProvider } from './sandbox-mail';
import { createSmtpMailProvider } from './smtp-mail';

/** MAIL_MODE=sandbox (default): the outbox table; live: SMTP (config checked SMTP_URL is set). */
export function createMailProvider(
  config: Pick<Config, 'providers' | 'mail'>,
  database: Queryable,
): MailProvider {
  if (config.providers.mail === 'live' && config.mail.smtpUrl) {
    return createSmtpMailProvider({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  }
  return createSandboxMailProvider(database);
}
