// Issue 30: a sign-in from a device id the account never used (beginSession decides, before recording
// it) mails the player in their language (mailLanguage: the one they chose, else their country's).
import type { Queryable } from '../db/database';
import type { MailProvider } from '../mail/mail-provider';
import { newDeviceMail } from '../mail/new-device-mail';
import { mailLanguage } from '../notifications/notification-mail-sender';
import type { SignInClient } from './sign-in-client';
import { summariseUserAgent } from './user-agent-summary';

export async function sendNewDeviceMail(
  db: Queryable,
  mail: MailProvider,
  signIn: { userId: string; client: SignInClient; at: Date; publicUrl: string },
): Promise<void> {
  const { rows } = await db.query<{
    email: string;
    name: string;
    language: string | null;
    country: string | null;
  }>('select email, name, language, country from users where id = $1', [signIn.userId]);
  const user = rows[0];
  if (!user) return;
  const agent = summariseUserAgent(signIn.client.userAgent);
  await mail.sendMail(
    newDeviceMail({
      to: user.email,
      name: user.name,
      language: mailLanguage(user),
      at: signIn.at,
      browser: agent.browser,
      os: agent.os,
      address: signIn.client.ip,
      securityLink: `${signIn.publicUrl}/profile?tab=security`,
    }),
  );
}
