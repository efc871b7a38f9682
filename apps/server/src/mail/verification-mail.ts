// The verification email sent on registration and on resend, in the player's language (issue 31: the
// language of the page they registered from, mail-language.ts). The link goes to the API, which marks the
// address verified and redirects to /verification-success (spec §2).
import type { LanguageCode } from '@arena/domain';
import { brandedMail, linkParagraph, paragraph } from './mail-layout';
import { mailWords } from './mail-words-groups';
import { fill } from './mail-words';
import type { MailMessage } from './mail-provider';

export function verificationMail(options: {
  to: string;
  name: string;
  language: LanguageCode;
  link: string;
}): MailMessage {
  const { to, name, language, link } = options;
  const mail = mailWords[language];
  const greeting = fill(mail.greeting!, { name });
  return brandedMail({
    to,
    language,
    subject: mail.verifySubject!,
    text: [greeting, '', mail.verifyIntro!, link, '', mail.verifyExpiry!],
    html: [
      paragraph(greeting),
      paragraph(mail.verifyIntro!),
      linkParagraph(link, mail.verifyLink!),
      paragraph(mail.verifyExpiry!),
    ],
  });
}
