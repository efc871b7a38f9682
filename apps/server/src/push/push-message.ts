// What a push says (issue 33, docs/decisions/0069-web-push.md): the payload the service worker shows,
// `{title, body, url, tag, lang, dir}`, in the player's language. The title is the kind's (locales
// `push.title`); the body is the inbox entry's own words (`notifications.inbox`, the sentence and the lines
// under it, as packages/ui's notificationWords says them), so a push and the notifications page say the
// same thing. A Latin title inside right-to-left words is isolated (FSI … PDI) as the page does.
import type { PushPayload } from '@arena/contract';
import { directionFor, formatUsdCents, type LanguageCode } from '@arena/domain';
import { toSafeInteger } from '../db/safe-integer';
import { wordsByLanguage } from '../mail/locale-words';
import { fill, plural } from '../mail/mail-words';
import { prizeWords } from '../mail/place-words';

const inboxWords: Record<LanguageCode, Record<string, string>> = wordsByLanguage(
  (locale) => locale.notifications.inbox as unknown as Record<string, string>,
);
const titleWords: Record<LanguageCode, Record<string, string>> = wordsByLanguage(
  (locale) => locale.push.title,
);

/** A claimed inbox entry, as the push job reads it. */
export interface PushedEntry {
  kind: string;
  challengeId: string | null;
  /** The challenge's title in the player's language (decision 0058); null for an account entry. */
  challengeTitle: string | null;
  subjectId: string | null;
  payload: Record<string, unknown> | null;
}

/** The entry's words in `language`: its sentence and the lines under it, as the inbox shows them. */
export function entryWords(entry: PushedEntry, language: LanguageCode): string[] {
  const words = inboxWords[language];
  const rtl = directionFor(language) === 'rtl';
  const isolate = (text: string) => (rtl ? `\u2068${text}\u2069` : text);
  const title = isolate(entry.challengeTitle ?? '');
  const payload = entry.payload ?? {};
  const int = (value: unknown, name: string) => toSafeInteger(value, name);
  switch (entry.kind) {
    case 'challenge_started':
      return [fill(words.started!, { title })];
    case 'challenge_ending':
      return [fill(words.ending!, { title })];
    case 'challenge_voided': {
      const count = int(payload.refundedGCoins ?? 0, 'refundedGCoins');
      return [
        count > 0
          ? fill(plural(words, 'voided', language, count), { title, count })
          : fill(words.voidedFree!, { title }),
      ];
    }
    case 'challenge_result': {
      const rank = payload.rank === null || payload.rank === undefined ? null : int(payload.rank, 'rank');
      const players = int(payload.players ?? 0, 'players');
      const lines = [
        rank === null
          ? fill(words.resultUnranked!, { title })
          : fill(plural(words, 'result', language, players), { title, rank, count: players }),
      ];
      if (typeof payload.prizeTitle === 'string') {
        lines.push(
          fill(words.prize!, {
            title: isolate(prizeWords(payload.prizeTitle, rank, language)),
            value: isolate(formatUsdCents(int(payload.prizeCents, 'prizeCents'))),
          }),
        );
      }
      const xp = int(payload.xp ?? 0, 'xp');
      if (xp > 0) lines.push(fill(words.xp!, { xp }));
      return lines;
    }
    case 'challenge_overtaken':
      // Figures only (decision 0071): the place they dropped to, never who passed them.
      return payload.rank === null || payload.rank === undefined
        ? []
        : [fill(words.overtaken!, { title, rank: int(payload.rank, 'rank') })];
    case 'payout_paid':
    case 'payout_failed': {
      const count = int(payload.crystals ?? 0, 'crystals');
      const key = entry.kind === 'payout_paid' ? 'payoutPaid' : 'payoutFailed';
      return [fill(plural(words, key, language, count), { count })];
    }
    default:
      return [];
  }
}

/** The page the entry is about: its challenge, or the transaction history for a payout. */
export function entryPath(entry: PushedEntry): string {
  if (entry.challengeId !== null) return `/challenge/${encodeURIComponent(entry.challengeId)}`;
  if (entry.kind === 'payout_paid' || entry.kind === 'payout_failed') return '/wallet/transactions';
  return '/notifications';
}

/** One tag per thing: a later push about the same challenge or withdrawal replaces the earlier one. */
function entryTag(entry: PushedEntry): string {
  if (entry.challengeId !== null) return `arena-challenge-${entry.challengeId}`;
  return `arena-${entry.kind.startsWith('payout_') ? 'payout' : entry.kind}-${entry.subjectId ?? ''}`;
}

/** The payload of the entry's push in `language`, or null for a kind that is never pushed. */
export function pushPayload(entry: PushedEntry, language: LanguageCode): PushPayload | null {
  const title = titleWords[language][entry.kind];
  const lines = entryWords(entry, language);
  if (title === undefined || lines.length === 0) return null;
  return {
    title,
    body: lines.join('\n'),
    url: entryPath(entry),
    tag: entryTag(entry),
    lang: language,
    dir: directionFor(language),
  };
}
