// Account notification mail (issue 34 row 9, docs/decisions/0047-account-notifications.md): the player's
// passport was verified or rejected (with the reason given), a withdrawal was paid, or failed and its
// crystals came back. As the challenge mail (mail/notification-mail.ts): in the player's language with the
// site's own words (locales/<lang>.json, notifications.mail), an HTML part with dir and lang, a link to the
// place on the site (the wallet's passport card, the transaction history), and the unsubscribe link both in
// the text and as RFC 8058 one-click headers.
import type { LanguageCode } from '@arena/domain';
import { escapeHtml } from '../mail/escape-html';
import { brandedMail, linkParagraph, paragraph, smallPrint } from '../mail/mail-layout';
import { mailWords as words } from '../mail/mail-words-groups';
import type { MailMessage } from '../mail/mail-provider';
import { fill, plural } from '../mail/mail-words';

/** What an account entry says (its stored figures). */
export type MailedAccountNotice =
  | { kind: 'passport_verified' }
  | { kind: 'passport_rejected'; reason: string | null }
  | { kind: 'payout_paid' | 'payout_failed'; crystals: number };

/** Where on the site an account entry leads: the wallet (its passport card) or the transaction history. */
export function accountNoticePath(kind: MailedAccountNotice['kind']): string {
  return kind === 'passport_verified' || kind === 'passport_rejected'
    ? '/wallet#passport'
    : '/wallet/transactions';
}

export function accountNotificationMail(options: {
  to: string;
  name: string;
  language: LanguageCode;
  notice: MailedAccountNotice;
  /** The site's origin: the link is accountNoticePath on it. */
  publicUrl: string;
  /** The site's unsubscribe page with the player's token (the text and HTML link). */
  unsubscribeLink: string;
  /** The API's one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  oneClickUrl: string;
}): MailMessage {
  const { to, name, language, notice } = options;
  const mail = words[language];
  let subject: string;
  let lines: string[];
  switch (notice.kind) {
    case 'passport_verified':
      subject = mail.passportVerifiedSubject!;
      lines = [mail.passportVerified!, mail.passportVerifiedNext!];
      break;
    case 'passport_rejected':
      subject = mail.passportRejectedSubject!;
      lines = [
        mail.passportRejected!,
        ...(notice.reason === null ? [] : [fill(mail.passportReason!, { reason: notice.reason })]),
        mail.passportRejectedNext!,
      ];
      break;
    case 'payout_paid':
      subject = mail.payoutPaidSubject!;
      lines = [fill(plural(mail, 'payoutPaid', language, notice.crystals), { count: notice.crystals })];
      break;
    case 'payout_failed':
      subject = mail.payoutFailedSubject!;
      lines = [
        fill(plural(mail, 'payoutFailed', language, notice.crystals), { count: notice.crystals }),
        fill(plural(mail, 'payoutRefunded', language, notice.crystals), { count: notice.crystals }),
      ];
      break;
  }
  const link = `${options.publicUrl}${accountNoticePath(notice.kind)}`;
  const toWallet = notice.kind === 'passport_verified' || notice.kind === 'passport_rejected';
  const linkLine = fill(toWallet ? mail.walletLine! : mail.transactionsLine!, { link });
  const linkText = toWallet ? mail.walletLink! : mail.transactionsLink!;
  const greeting = fill(mail.greeting!, { name });
  return brandedMail({
    to,
    language,
    subject,
    text: [
      greeting,
      '',
      ...lines,
      '',
      linkLine,
      '',
      mail.accountWhy!,
      fill(mail.unsubscribeLine!, { link: options.unsubscribeLink }),
    ],
    html: [
      paragraph(greeting),
      ...lines.map(paragraph),
      linkParagraph(link, linkText),
      smallPrint(
        `${escapeHtml(mail.accountWhy!)} <a href="${escapeHtml(options.unsubscribeLink)}">${escapeHtml(mail.unsubscribeLink!)}</a>`,
      ),
    ],
    headers: {
      'List-Unsubscribe': `<${options.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
