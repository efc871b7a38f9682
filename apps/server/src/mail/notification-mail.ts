// Notification mail (issue 16, docs/decisions/0034-notifications.md): a challenge the player joined has
// started, ends within the hour, or has its result. In the player's language, with the site's own words
// (locales/<lang>.json, notifications.mail), an HTML part with dir and lang, a link to the challenge, and
// the unsubscribe link both in the text and as RFC 8058 one-click headers. A void has its own mail
// (challenge-voided-mail.ts).
import { formatUsdCents, type LanguageCode } from '@arena/domain';
import { escapeHtml } from './escape-html';
import { brandedMail, linkParagraph, paragraph, smallPrint } from './mail-layout';
import { mailWords as words } from './mail-words-groups';
import type { MailMessage } from './mail-provider';
import { fill, plural } from './mail-words';
import { prizeWords } from './place-words';

/** What a challenge_result entry holds (the finish's own figures). */
export interface ResultFigures {
  rank: number | null;
  players: number;
  prize: { title: string; cents: number } | null;
  xp: number;
}

export type MailedNotification =
  | { kind: 'challenge_started' | 'challenge_ending'; endTime: Date }
  | { kind: 'challenge_result'; endTime: Date; result: ResultFigures };

export function notificationMail(options: {
  to: string;
  name: string;
  language: LanguageCode;
  challengeTitle: string;
  notification: MailedNotification;
  /** The challenge's page on the site. */
  challengeLink: string;
  /** The site's unsubscribe page with the player's token (the text and HTML link). */
  unsubscribeLink: string;
  /** The API's one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  oneClickUrl: string;
}): MailMessage {
  const { to, name, language, challengeTitle: title, notification } = options;
  const mail = words[language];
  const time = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(notification.endTime);
  let subject: string;
  let lines: string[];
  switch (notification.kind) {
    case 'challenge_started':
      subject = fill(mail.startedSubject!, { title });
      lines = [fill(mail.started!, { title }), fill(mail.endsAt!, { time })];
      break;
    case 'challenge_ending':
      subject = fill(mail.endingSubject!, { title });
      lines = [fill(mail.ending!, { title }), fill(mail.endsAt!, { time })];
      break;
    case 'challenge_result': {
      const { rank, players, prize, xp } = notification.result;
      subject = fill(mail.resultSubject!, { title });
      lines = [
        fill(mail.result!, { title }),
        rank === null
          ? mail.unranked!
          : fill(plural(mail, 'rank', language, players), { rank, count: players }),
        prize === null
          ? mail.noPrize!
          : fill(mail.prize!, {
              prize: prizeWords(prize.title, rank, language),
              value: formatUsdCents(prize.cents),
            }),
        fill(mail.xp!, { count: xp }),
      ];
      break;
    }
  }
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
      fill(mail.challengeLine!, { link: options.challengeLink }),
      '',
      mail.why!,
      fill(mail.unsubscribeLine!, { link: options.unsubscribeLink }),
    ],
    html: [
      paragraph(greeting),
      ...lines.map(paragraph),
      linkParagraph(options.challengeLink, mail.challengeLink!),
      smallPrint(
        `${escapeHtml(mail.why!)} <a href="${escapeHtml(options.unsubscribeLink)}">${escapeHtml(mail.unsubscribeLink!)}</a>`,
      ),
    ],
    headers: {
      'List-Unsubscribe': `<${options.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
