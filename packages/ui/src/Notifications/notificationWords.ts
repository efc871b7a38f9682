import { formatUsdCents } from '@arena/domain';
import type { TFunction } from 'i18next';

/** One inbox entry, structured as the server keeps it (@arena/contract notificationSchema). */
export interface NotificationView {
  id: string;
  kind: 'challenge_started' | 'challenge_ending' | 'challenge_result' | 'challenge_voided';
  challengeId: string;
  challengeTitle: string;
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
}

/** '$25.00' for 25: dollars to integer cents once, then the en-US money format (spec §9). */
export function formatPrizeUsd(usd: number): string {
  return formatUsdCents(Math.round(usd * 100));
}

/** The entry in the reader's words: its main line and the lines under it (prize, XP). */
export function notificationWords(
  entry: NotificationView,
  t: TFunction,
  formatPrize: (usd: number) => string = formatPrizeUsd,
  direction: 'ltr' | 'rtl' = 'ltr',
): { text: string; details: string[] } {
  // A Latin title inside right-to-left words is isolated (FSI … PDI), so its quotes and the punctuation
  // after it stay where the sentence puts them.
  const isolate = (text: string) => (direction === 'rtl' ? `\u2068${text}\u2069` : text);
  const title = isolate(entry.challengeTitle);
  switch (entry.kind) {
    case 'challenge_started':
      return { text: t('notifications.inbox.started', { title }), details: [] };
    case 'challenge_ending':
      return { text: t('notifications.inbox.ending', { title }), details: [] };
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
            title: isolate(result.prize.title),
            value: isolate(formatPrize(result.prize.value)),
          }),
        );
      if (result && result.xp > 0) details.push(t('notifications.inbox.xp', { xp: result.xp }));
      return { text, details };
    }
  }
}
