// The cancellation email (issue 12, docs/decisions/0021): sent once to each participant of a
// challenge an operator cancelled, after the refunds committed, with the reason and the GCoins
// returned to their wallet; in the player's language (issue 31) with the void mail's words
// (locales/<lang>.json, challengeVoid.mail). The reason is the operator's own text, as written.
import type { LanguageCode } from '@arena/domain';
import { brandedMail, linkParagraph, paragraph } from './mail-layout';
import { voidMailWords } from './mail-words-groups';
import { fill, plural } from './mail-words';
import type { MailMessage } from './mail-provider';

export function challengeCancelledMail(options: {
  to: string;
  name: string;
  language: LanguageCode;
  challengeTitle: string;
  reason: string;
  /** GCoins refunded to this player (0 for a free challenge). */
  refundedGCoins: number;
  /** Where the player sees their wallet. */
  link: string;
}): MailMessage {
  const { to, name, language, challengeTitle: title, reason, refundedGCoins, link } = options;
  const mail = voidMailWords[language];
  const lines = [
    fill(mail.cancelled!, { title }),
    fill(mail.cancelledReason!, { reason }),
    refundedGCoins > 0
      ? fill(plural(mail, 'refunded', language, refundedGCoins), { count: refundedGCoins })
      : mail.free!,
  ];
  const greeting = fill(mail.greeting!, { name });
  return brandedMail({
    to,
    language,
    subject: fill(mail.cancelledSubject!, { title }),
    text: [greeting, '', ...lines, '', fill(mail.walletLine!, { link })],
    html: [paragraph(greeting), ...lines.map(paragraph), linkParagraph(link, mail.walletLink!)],
  });
}
