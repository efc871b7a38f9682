// The waitlist email (docs/decisions/0014-game-waitlist.md): sent once per player when a game they
// waited for opens for challenges, with a link to that game's challenges (spec §2 /challenges/{gameId}).
import type { MailMessage } from './mail-provider';
import { escapeHtml } from './escape-html';

export function gameOpenMail(options: {
  to: string;
  name: string;
  gameName: string;
  link: string;
}): MailMessage {
  const { to, name, gameName, link } = options;
  const text = [
    `Hello ${name},`,
    '',
    `${gameName} challenges are now open on Arena. You asked us to tell you when they opened:`,
    link,
    '',
    'You are receiving this email because you joined the waitlist for this game.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(gameName)} challenges are now open on Arena. You asked us to tell you when they opened:</p>`,
    `<p><a href="${escapeHtml(link)}">See the ${escapeHtml(gameName)} challenges</a></p>`,
    '<p>You are receiving this email because you joined the waitlist for this game.</p>',
  ].join('\n');
  return { to, subject: `${gameName} challenges are open on Arena`, text, html };
}
