/**
 * The top-level groups of locales/*.json a visitor's pages use: the public and guest-only pages of spec §2
 * (/, /about, /contact, /privacy, /terms, /join, /public-profile/:id, the redirects, verification, not
 * found) and the layout around them as a visitor sees it (header, footer, language select, sandbox strip,
 * loading and error states). The site build sends these groups as the language's first chunk
 * (`locales/xx.json?public`, locale-split.ts); the whole file follows for a signed-in player before
 * anything signed-in renders, and when a visitor's page shows a server message outside them (i18n.ts).
 *
 * An entry is a top-level group or, for a group mostly signed-in (`profile`), one of its keys or subtrees
 * (`profile.stats`). Adding a key: put it in its group in all four locale files as always. Only a NEW
 * top-level group used by a visitor's page needs adding here; `public-groups.test.tsx` fails when a public page renders
 * or names a key outside these groups. A key missing from the first chunk shows as the key, never blank.
 */
export const publicGroups = [
  'about',
  'app',
  'challenges',
  'common',
  'contact',
  'errors',
  'footer',
  'games',
  'join',
  'landing',
  'language',
  'level',
  'nav',
  'notFound',
  'privacy',
  // Of the signed-in profile's words, only those the public profile and the header's level bar show.
  'profile.changePhoto',
  'profile.empty',
  'profile.leaderboardPosition',
  'profile.level',
  'profile.memberSince',
  'profile.stats',
  'profile.uploadingPhoto',
  'profile.xp',
  'publicProfile',
  'region',
  'sandbox',
  'secondFactor',
  'terms',
  'tier',
  'validation',
] as const;

/** The public groups of a whole locale (the build's first chunk, and the tests' visitor locale). */
export function publicPart(locale: Record<string, unknown>): Record<string, unknown> {
  const part: Record<string, unknown> = {};
  for (const entry of publicGroups) {
    const [group = '', key] = entry.split('.');
    if (!Object.hasOwn(locale, group)) continue;
    if (key === undefined) {
      part[group] = locale[group];
      continue;
    }
    const words = locale[group] as Record<string, unknown>;
    if (!Object.hasOwn(words, key)) continue;
    part[group] = { ...(part[group] as Record<string, unknown> | undefined), [key]: words[key] };
  }
  return part;
}

/** The top-level groups the public part holds (whole or in part). */
export const publicTopGroups: readonly string[] = [
  ...new Set(publicGroups.map((entry) => entry.split('.')[0] ?? entry)),
];
