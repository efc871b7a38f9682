// The new-device mail (issue 30, docs/decisions/0049): someone signed in to the account from a device it
// never used. In the player's language with the site's own words (locales/<lang>.json,
// profile.security.sessions.mail): when (UTC), the browser and OS, the address, and where to end the
// session (Profile → Security) if it was not them.
import type { LanguageCode } from '@arena/domain';
import { wordsByLanguage } from './locale-words';
import { escapeHtml } from './escape-html';
import { brandedMail, linkParagraph, paragraph, smallPrint } from './mail-layout';
import type { MailMessage } from './mail-provider';
import { fill } from './mail-words';

const words: Record<LanguageCode, Record<string, string>> = wordsByLanguage(
  (locale) => locale.profile.security.sessions.mail,
);

// Names and numbers in a right-to-left paragraph keep their own direction (U+2068 … U+2069).
const isolate = (text: string) => `\u2068${text}\u2069`;

export function newDeviceMail(options: {
  to: string;
  name: string;
  language: LanguageCode;
  at: Date;
  /** e.g. "Chrome 126 on Windows 10"; null when the user agent said nothing usable. */
  browser: string | null;
  os: string | null;
  address: string | null;
  /** The site's Profile → Security page. */
  securityLink: string;
}): MailMessage {
  const mail = words[options.language];
  const time = new Intl.DateTimeFormat(options.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(options.at);
  const unknown = mail.unknown!;
  const lines = [
    fill(mail.intro!, {}),
    fill(mail.when!, { time: isolate(time) }),
    fill(mail.browser!, {
      browser: isolate(options.browser ?? unknown),
      os: isolate(options.os ?? unknown),
    }),
    fill(mail.address!, { address: isolate(options.address ?? unknown) }),
    mail.notYou!,
  ];
  const greeting = fill(mail.greeting!, { name: options.name });
  return brandedMail({
    to: options.to,
    language: options.language,
    subject: mail.subject!,
    text: [greeting, '', ...lines, options.securityLink, '', mail.ifYou!],
    html: [
      paragraph(greeting),
      ...lines.map(paragraph),
      linkParagraph(options.securityLink, mail.link!),
      smallPrint(escapeHtml(mail.ifYou!)),
    ],
  });
}
