// Issue 31: after a password change commits, the player is mailed in their language (mail-language.ts)
// that it happened and every other session ended. A failed send is logged; the change stands.
import type { Queryable } from '../db/database';
import { mailLanguage } from '../mail/mail-language';
import type { MailProvider } from '../mail/mail-provider';
import { passwordChangedMail } from '../mail/password-changed-mail';

export interface PasswordChangedNotice {
  mail: MailProvider;
  /** The site's origin: the contact page's link. */
  publicUrl: string;
}

export async function sendPasswordChangedMail(
  db: Queryable,
  notice: PasswordChangedNotice,
  change: { userId: string; at: Date; log: { error(details: object, message: string): void } },
): Promise<void> {
  try {
    const { rows } = await db.query<{
      email: string;
      name: string;
      language: string | null;
      country: string | null;
    }>('select email, name, language, country from users where id = $1', [change.userId]);
    const user = rows[0];
    if (!user) return;
    await notice.mail.sendMail(
      passwordChangedMail({
        to: user.email,
        name: user.name,
        language: mailLanguage(user),
        at: change.at,
        contactLink: `${notice.publicUrl}/contact`,
      }),
    );
  } catch (error) {
    change.log.error({ err: error, userId: change.userId }, 'password-changed mail failed');
  }
}
