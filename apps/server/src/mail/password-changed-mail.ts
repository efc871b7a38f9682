// The password-changed mail (issue 31): the account's password was just changed and every other session
// ended (profile-service.ts changePassword). In the player's language: when (UTC), and where to tell us if
// it was not them (the contact page: nobody else can sign in to the account to change it back).
import type { LanguageCode } from '@arena/domain';
import { escapeHtml } from './escape-html';
import { brandedMail, linkParagraph, paragraph, smallPrint } from './mail-layout';
import { mailWords } from './mail-words-groups';
import { fill } from './mail-words';
import type { MailMessage } from './mail-provider';

// A time in a right-to-left paragraph keeps its own direction (U+2068 … U+2069), as in the new-device mail.
const isolate = (text: string) => `\u2068${text}\u2069`;

export function passwordChangedMail(options: {
  to: string;
  name: string;
  language: LanguageCode;
  at: Date;
  /** The site's contact page. */
  contactLink: string;
}): MailMessage {
  const { to, name, language, contactLink } = options;
  const mail = mailWords[language];
  const time = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(options.at);
  const greeting = fill(mail.greeting!, { name });
  const lines = [
    fill(mail.passwordChanged!, { time: isolate(time) }),
    mail.passwordChangedSessions!,
    mail.passwordChangedNotYou!,
  ];
  return brandedMail({
    to,
    language,
    subject: mail.passwordChangedSubject!,
    text: [greeting, '', ...lines, contactLink, '', mail.passwordChangedIfYou!],
    html: [
      paragraph(greeting),
      ...lines.map(paragraph),
      linkParagraph(contactLink, mail.contactLink!),
      smallPrint(escapeHtml(mail.passwordChangedIfYou!)),
    ],
  });
}
