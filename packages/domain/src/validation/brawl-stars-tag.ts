import { domainError, invalid, valid, type Validation } from '../result';

/** The characters Supercell uses in player tags. */
export const brawlStarsTagAlphabet = '0289PYLQGRJCUV';
export const brawlStarsTagLength = { min: 3, max: 12 } as const;

const tagPattern = new RegExp(
  `^[${brawlStarsTagAlphabet}]{${brawlStarsTagLength.min},${brawlStarsTagLength.max}}$`,
);

/** What the dialog shows: spaces and leading #s removed, upper case ('#2pp' → '2PP'). */
export function normaliseBrawlStarsTag(input: string): string {
  return input.replace(/\s+/g, '').replace(/^#+/, '').toUpperCase();
}

/** spec §5: Connect is disabled when the tag is empty or blank. */
export function canConnectBrawlStars(input: string): boolean {
  return input.trim() !== '';
}

/** A valid tag as it is sent: '#' added back (spec §5). */
export function validateBrawlStarsTag(
  input: string,
): Validation<{ playerTag: string }, 'tagRequired' | 'tagInvalid'> {
  const tag = normaliseBrawlStarsTag(input);
  if (tag === '')
    return invalid([domainError('tagRequired', 'validation.brawlStars.tagRequired', { field: 'tag' })]);
  if (!tagPattern.test(tag)) {
    return invalid([domainError('tagInvalid', 'validation.brawlStars.tagInvalid', { field: 'tag' })]);
  }
  return valid({ playerTag: `#${tag}` });
}
