import { formatUsdCents } from '@arena/domain';
import type { TFunction } from 'i18next';
import { prizeName } from './prizeName';

/** Entries about a challenge the player joined. */
export type ChallengeNotificationKind =
  'challenge_started' | 'challenge_ending' | 'challenge_result' | 'challenge_voided' | 'challenge_overtaken';
/** Entries about the player's account (decision 0047): no challenge. */
export type AccountNotificationKind =
  'passport_verified' | 'passport_rejected' | 'payout_paid' | 'payout_failed';

/** One inbox entry, structured as the server keeps it (@arena/contract notificationSchema). */
export interface NotificationView {
  id: string;
  kind: ChallengeNotificationKind | AccountNotificationKind;
  /** The challenge of a challenge entry; null for an account entry (as is the title). */
  challengeId: string | null;
  challengeTitle: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null while unread. */
  readAt: string | null;
  result: {
    rank: number | null;
    players: number;
    /** The prize won, its value in USD (dollars, as on the wire); null when none. */
    prize: { title: string; value: number } | null;
    xp: number;
  } | null;
  refundedGCoins: number | null;
  /** passport_rejected: the reason the operator (or the check) gave; absent or null when none. */
  rejectionReason?: string | null;
  /** payout_paid and payout_failed: the withdrawal and its crystals. */
  payout?: { withdrawalId: string; crystals: number } | null;
  /** challenge_overtaken (decision 0071): the place the player dropped to; nobody is named. */
  overtaken?: { rank: number } | null;
}

/** Whether the entry is about the player's account rather than a challenge. */
export function isAccountEntry(entry: Pick<NotificationView, 'kind'>): boolean {
  return (
    entry.kind === 'passport_verified' ||
    entry.kind === 'passport_rejected' ||
    entry.kind === 'payout_paid' ||
    entry.kind === 'payout_failed'
  );
}

/** '$25.00' for 25: dollars to integer cents once, then the en-US money format (spec §9). */
export function formatPrizeUsd(usd: number): string {
  return formatUsdCents(Math.round(usd * 100));
}

/** The entry in the reader's words: its main line and the lines under it (prize, XP, a rejection's reason). */
export function notificationWords(
  entry: NotificationView,
  t: TFunction,
  formatPrize: (usd: number) => string = formatPrizeUsd,
  direction: 'ltr' | 'rtl' = 'ltr',
): { text: string; details: string[] } {
  // A Latin title inside right-to-left words is isolated (FSI … PDI), so its quotes and the punctuation
  // after it stay where the sentence puts them.
  const isolate = (text: string) => (direction === 'rtl' ? `\u2068${text}\u2069` : text);
  const title = isolate(entry.challengeTitle ?? '');
  switch (entry.kind) {
    case 'passport_verified':
      return { text: t('notifications.inbox.passportVerified'), details: [] };
    case 'passport_rejected': {
      const reason = entry.rejectionReason?.trim();
      return {
        text: t('notifications.inbox.passportRejected'),
        details: reason ? [t('notifications.inbox.passportReason', { reason: isolate(reason) })] : [],
      };
    }
    case 'payout_paid':
      return {
        text: t('notifications.inbox.payoutPaid', { count: entry.payout?.crystals ?? 0 }),
        details: [],
      };
    case 'payout_failed':
      return {
        text: t('notifications.inbox.payoutFailed', { count: entry.payout?.crystals ?? 0 }),
        details: [],
      };
    case 'challenge_started':
      return { text: t('notifications.inbox.started', { title }), details: [] };
    case 'challenge_ending':
      return { text: t('notifications.inbox.ending', { title }), details: [] };
    case 'challenge_overtaken':
      return {
        text: t('notifications.inbox.overtaken', { title, rank: entry.overtaken?.rank ?? 0 }),
        details: [],
      };
    case 'challenge_voided': {
      const count = entry.refundedGCoins ?? 0;
      return {
        text:
          count > 0
            ? t('notifications.inbox.voided', { title, count })
            : t('notifications.inbox.voidedFree', { title }),
        details: [],
      };
    }
    case 'challenge_result': {
      const result = entry.result;
      const text =
        result && result.rank !== null
          ? t('notifications.inbox.result', { title, rank: result.rank, count: result.players })
          : t('notifications.inbox.resultUnranked', { title });
      const details: string[] = [];
      if (result?.prize)
        details.push(
          t('notifications.inbox.prize', {
            title: isolate(prizeName(result.prize.title, result.rank, t)),
            value: isolate(formatPrize(result.prize.value)),
          }),
        );
      if (result && result.xp > 0) details.push(t('notifications.inbox.xp', { xp: result.xp }));
      return { text, details };
    }
  }
}
