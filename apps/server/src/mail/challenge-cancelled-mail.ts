// The cancellation email (issue 12, docs/decisions/0021): sent once to each participant of a
// challenge an operator cancelled, after the refunds committed, with the reason and the GCoins
// returned to their wallet.
import type { MailMessage } from './mail-provider';
import { escapeHtml } from './escape-html';

export function challengeCancelledMail(options: {
  to: string;
  name: string;
  challengeTitle: string;
  reason: string;
  /** GCoins refunded to this player (0 for a free challenge). */
  refundedGCoins: number;
  /** Where the player sees their wallet. */
  link: string;
}): MailMessage {
  const { to, name, challengeTitle, reason, refundedGCoins, link } = options;
  const refund =
    refundedGCoins > 0
      ? `Your entry fee of ${refundedGCoins} GCoin${refundedGCoins === 1 ? '' : 's'} is back in your wallet.`
      : 'It was free to enter, so there is nothing to refund.';
  const text = [
    `Hello ${name},`,
    '',
    `The challenge "${challengeTitle}" you joined on Arena has been cancelled.`,
    `Reason: ${reason}`,
    refund,
    '',
    `Your wallet: ${link}`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>The challenge &ldquo;${escapeHtml(challengeTitle)}&rdquo; you joined on Arena has been cancelled.</p>`,
    `<p>Reason: ${escapeHtml(reason)}</p>`,
    `<p>${escapeHtml(refund)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open my wallet</a></p>`,
  ].join('\n');
  return { to, subject: `Challenge cancelled: ${challengeTitle}`, text, html };
}
