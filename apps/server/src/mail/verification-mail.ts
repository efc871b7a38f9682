// The verification email sent on registration and on resend. The link goes to the API, which marks
// the address verified and redirects to /verification-success (spec §2).
import type { MailMessage } from './mail-provider';
import { escapeHtml } from './escape-html';

export function verificationMail(options: { to: string; name: string; link: string }): MailMessage {
  const { to, name, link } = options;
  const text = [
    `Hello ${name},`,
    '',
    'Welcome to Arena. Please confirm your email address by opening this link:',
    link,
    '',
    'The link is valid for 24 hours. If you did not create an Arena account, ignore this email.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    '<p>Welcome to Arena. Please confirm your email address by opening this link:</p>',
    `<p><a href="${escapeHtml(link)}">Verify my email address</a></p>`,
    '<p>The link is valid for 24 hours. If you did not create an Arena account, ignore this email.</p>',
  ].join('\n');
  return { to, subject: 'Verify your Arena email address', text, html };
}
