// The void email (issue 16, docs/decisions/0029-void-and-refund.md): sent once to each participant of a
// challenge the lifecycle voided, after the refunds committed, in the player's language: the words are the
// site's own (locales/<lang>.json, challengeVoid.mail and challengeVoid.notice), plural forms by
// Intl.PluralRules as i18next chooses them (mail-words.ts).
import type { LanguageCode, PublicVoidReason } from '@arena/domain';
import { wordsByLanguage } from './locale-words';
import { brandedMail, linkParagraph, paragraph } from './mail-layout';
import { fill, plural } from './mail-words';
import type { MailMessage } from './mail-provider';

interface VoidWords {
  notice: { title: Record<PublicVoidReason, string>; explain: Record<PublicVoidReason, string> };
  mail: Record<string, string>;
}

const words: Record<LanguageCode, VoidWords> = wordsByLanguage((locale) => locale.challengeVoid);

export function challengeVoidedMail(options: {
  to: string;
  name: string;
  language: LanguageCode;
  challengeTitle: string;
  reason: PublicVoidReason;
  /** GCoins refunded to this player (0 for a free challenge). */
  refundedGCoins: number;
  /** Where the player sees their wallet. */
  link: string;
}): MailMessage {
  const { to, name, language, challengeTitle, reason, refundedGCoins, link } = options;
  const { notice, mail } = words[language];
  const title = challengeTitle;
  const lines = [
    fill(mail.greeting!, { name }),
    fill(mail.voided!, { title }),
    notice.explain[reason],
    refundedGCoins > 0
      ? fill(plural(mail, 'refunded', language, refundedGCoins), { count: refundedGCoins })
      : mail.free!,
  ];
  return brandedMail({
    to,
    language,
    subject: fill(mail.subject!, { title }),
    text: [lines[0]!, '', ...lines.slice(1), '', fill(mail.walletLine!, { link })],
    html: [...lines.map(paragraph), linkParagraph(link, mail.walletLink!)],
  });
}
