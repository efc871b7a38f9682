// Names people can trust (issue 9, finding 8): one normalisation and one set of refusals for every
// place a display name is typed (register, profile edit, both forms) and one cleaning for names that
// arrive from Google or Discord, where refusing is not an option.
import { domainError, type DomainError } from '../result';
import { displayNameMaxLength, textLength } from './account-rules';

export type DisplayNameErrorCode =
  | 'nameRequired'
  | 'controlCharacters'
  | 'directionControls'
  | 'invisibleOnly'
  | 'invisibleCharacters'
  | 'tooLong'
  | 'mixedScripts';

/** C0 and C1 controls and DEL: newline and tab included. */
const controlCharacter = /\p{Cc}/u;
/** Marks and isolates that reorder text (LRM, RLM, ALM, embeddings, overrides, isolates). */
const directionControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Characters that show nothing and join nothing: zero-width space, word joiner and invisible operators,
 * BOM, soft hyphen, Hangul fillers, tags. ZWNJ and ZWJ stay allowed between visible characters: Persian,
 * Urdu and Devanagari spelling and emoji sequences need them.
 */
const invisibleCharacter =
  /\u034F|\u115F|\u1160|\u17B4|\u17B5|[\u00AD\u180E\u200B\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]/u;
/** Spaces, marks, format characters (the invisible ones above among them) and blank-looking letters only. */
const nothingVisible = /^[\p{Z}\p{M}\p{Cf}\p{Cc}\s\u2800\u3164\uFFA0\u115F\u1160]*$/u;

// UTS #39 restriction levels: Latin may sit beside Arabic, Devanagari, Han and the rest as real names
// do, but two of Latin, Cyrillic and Greek in one name is how look-alikes ("Аdmin") are built.
const confusableScripts = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
] as const;

/** NFC, then trimmed: the form that is checked, compared and stored. */
export function normaliseDisplayName(input: string): string {
  return input.normalize('NFC').trim();
}

function scriptsOf(name: string): string[] {
  return confusableScripts.filter(([, pattern]) => pattern.test(name)).map(([script]) => script);
}

/**
 * Every rule a normalised display name breaks, in the order they are reported (the first is the
 * answer): required, control characters, direction controls, nothing visible, invisible characters,
 * at most 50 characters (code points, as the database's char_length counts), one of Latin, Cyrillic
 * and Greek at most.
 */
export function displayNameErrors(name: string): DomainError<DisplayNameErrorCode>[] {
  const field = { field: 'name' };
  if (name === '') return [domainError('nameRequired', 'validation.name.required', field)];
  const errors: DomainError<DisplayNameErrorCode>[] = [];
  if (controlCharacter.test(name)) {
    errors.push(domainError('controlCharacters', 'validation.displayName.controlCharacters', field));
  }
  if (directionControl.test(name)) {
    errors.push(domainError('directionControls', 'validation.displayName.directionControls', field));
  }
  if (nothingVisible.test(name)) {
    errors.push(domainError('invisibleOnly', 'validation.displayName.invisibleOnly', field));
  } else if (invisibleCharacter.test(name)) {
    errors.push(domainError('invisibleCharacters', 'validation.displayName.invisibleCharacters', field));
  }
  if (textLength(name) > displayNameMaxLength) {
    const params = { count: displayNameMaxLength };
    errors.push(domainError('tooLong', 'validation.displayName.tooLong', { ...field, params }));
  }
  if (scriptsOf(name).length > 1) {
    errors.push(domainError('mixedScripts', 'validation.displayName.mixedScripts', field));
  }
  return errors;
}

const removable = [controlCharacter, directionControl, invisibleCharacter].map(
  (pattern) => new RegExp(pattern.source, 'gu'),
);

function cleaned(raw: string): string {
  const stripped = normaliseDisplayName(
    removable.reduce((text, pattern) => text.replace(pattern, ''), raw.normalize('NFC')),
  );
  return [...stripped].slice(0, displayNameMaxLength).join('').trim();
}

/**
 * A usable name from a provider's profile (Google, Discord): controls, direction and invisible
 * characters removed, cut to 50 characters; when that still breaks a rule (nothing visible, mixed
 * scripts), the fallback (the email's local part) cleaned the same way, else 'Player'.
 */
export function cleanDisplayName(raw: string, fallback: string): string {
  for (const candidate of [cleaned(raw), cleaned(fallback)]) {
    if (displayNameErrors(candidate).length === 0) return candidate;
  }
  return 'Player';
}
