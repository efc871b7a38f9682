// The share cards' and the pages' social tags' words, from the site's locale files (locales/<lang>.json,
// the `share` group; tier names from `tier`, places from `notifications.place_ordinal_*`).
import { formatUsdCents, scriptFor, type LanguageCode } from '@arena/domain';
import { wordsByLanguage } from '../mail/locale-words';
import { fill } from '../mail/mail-words';
import { placeWords } from '../mail/place-words';
import type { ArabicFace } from './card-text';

type ShareWords = { card: Record<string, string>; meta: Record<string, string> };

const shareWords: Record<LanguageCode, ShareWords> = wordsByLanguage((locale) => locale.share);
const tierWords: Record<LanguageCode, Record<string, string>> = wordsByLanguage((locale) => locale.tier);
const profileMetaWords: Record<LanguageCode, Record<string, string>> = wordsByLanguage(
  (locale) => locale.publicProfile.meta,
);

export interface Words {
  language: LanguageCode;
  card(key: string, values?: Record<string, string | number>): string;
  meta(key: string, values?: Record<string, string | number>): string;
  /** '{{name}} on Arena' (the public profile page's own title). */
  profileTitle(name: string): string;
  tier(info: { currentTier: { name: string } }): string;
  place(rank: number): string;
  number(value: number): string;
  usd(cents: number): string;
  arabicFace: ArabicFace;
}

export function wordsFor(language: LanguageCode): Words {
  const own = shareWords[language];
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  return {
    language,
    card: (key, values = {}) => fill(own.card[key] ?? key, values),
    meta: (key, values = {}) => fill(own.meta[key] ?? key, values),
    profileTitle: (name) => fill(profileMetaWords[language].title ?? name, { name }),
    tier: (info) => tierWords[language][info.currentTier.name.toLowerCase()] ?? info.currentTier.name,
    place: (rank) => placeWords(rank, language),
    number: (value) => numbers.format(value),
    usd: (cents) => formatUsdCents(cents),
    arabicFace: scriptFor(language) === 'nastaliq' ? 'nastaliq' : 'arabic',
  };
}
