// A prize's title by default (issue 34): the console's presets and the demo seed name each prize after its
// place ("1st place", "2nd place" …). That generated title is a marker, not words for players: wherever a
// player reads it (the inbox, the result mail) it is told as the place in the reader's language, through
// the locale files' ordinal keys (`notifications.place_ordinal_*`). A title an operator typed instead
// ("Grand prize", "الجائزة الكبرى") is their own words and stays as written.

const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** The title a preset gives the prize of a place: '1st place', '2nd place', '23rd place' … */
export function placeTitle(rank: number): string {
  return `${rank}${suffixes[englishOrdinals.select(rank)] ?? 'th'} place`;
}

/**
 * Whether `title` is the generated title of the place `rank` (spaces around it and letter case aside), so
 * a reader's page says the place in their own words instead of the English marker.
 */
export function isPlaceTitle(title: string, rank: number | null): rank is number {
  if (rank === null || !Number.isSafeInteger(rank) || rank < 1) return false;
  return title.trim().toLowerCase() === placeTitle(rank);
}
