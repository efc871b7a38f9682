import type { NotificationView } from '@arena/ui';
import { href, paths } from '../../app/paths';

/** The wallet's passport card: WalletPage gives it this id, and the router scrolls to it. */
export const passportSectionHash = '#passport';

/**
 * Where an entry leads: a challenge entry to its challenge; a passport entry to the wallet's passport card,
 * a payout entry to the transaction history, where the withdrawal (and a failed one's refund) stands.
 */
export function notificationHref(entry: NotificationView): string {
  switch (entry.kind) {
    case 'passport_verified':
    case 'passport_rejected':
      return `${paths.wallet.pattern}${passportSectionHash}`;
    case 'payout_paid':
    case 'payout_failed':
      return paths.walletTransactions.pattern;
    default:
      return entry.challengeId === null
        ? paths.notifications.pattern
        : href('challenge', { id: entry.challengeId });
  }
}
