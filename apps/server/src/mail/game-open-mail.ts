// The waitlist email (docs/decisions/0014-game-waitlist.md): sent once per player when a game they
// waited for opens for challenges, with a link to that game's challenges (spec §2 /challenges/{gameId}),
// in the player's language (issue 31).
import type { LanguageCode } from '@arena/domain';
import { escapeHtml } from './escape-html';
import { brandedMail, linkParagraph, paragraph, smallPrint } from './mail-layout';
import { mailWords } from './mail-words-groups';
import { fill } from './mail-words';
import type { MailMessage } from './mail-provider';

export function gameOpenMail(options: {
  to: string;
  name: string;
  language: LanguageCode;
  gameName: string;
  link: string;
}): MailMessage {
  const { to, name, language, gameName: game, link } = options;
  const mail = mailWords[language];
  const greeting = fill(mail.greeting!, { name });
  const open = fill(mail.gameOpen!, { game });
  return brandedMail({
    to,
    language,
    subject: fill(mail.gameOpenSubject!, { game }),
    text: [greeting, '', open, link, '', mail.gameOpenWhy!],
    html: [
      paragraph(greeting),
      paragraph(open),
      linkParagraph(link, fill(mail.gameOpenLink!, { game })),
      smallPrint(escapeHtml(mail.gameOpenWhy!)),
    ],
  });
}
