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
  | 'invisibleJoiners'
  | 'tooLong'
  | 'mixedScripts';

/** C0 and C1 controls and DEL: newline and tab included. */
const controlCharacter = /\p{Cc}/u;
/** Marks and isolates that reorder text (LRM, RLM, ALM, embeddings, overrides, isolates). */
const directionControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Characters that show nothing and join nothing: zero-width space, word joiner and invisible operators,
 * BOM, soft hyphen, Hangul fillers, tags. ZWNJ and ZWJ are not among them: Persian, Urdu and Devanagari
 * spelling and emoji sequences need them; where nothing needs them they are refused on their own
 * (withoutNeedlessJoiners).
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

const joiner = /[\u200C\u200D]/u;
const joinerOrMark = /[\u200C\u200D\p{M}]/u;
/**
 * What a ZWNJ or ZWJ does nothing beside: Latin, Cyrillic and Greek letters and digits (scripts that
 * never join or form conjuncts), spaces, punctuation, the start and the end of the name.
 */
const inert = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Nd}\p{Z}\p{P}]/u;

/**
 * The name without its needless joiners (issue 29: `ad\u200Dmin` passes for `admin`). A run of ZWNJ/ZWJ
 * is needless when both its neighbours are inert, the one before looked up past combining marks (so
 * `e\u0301` counts as Latin). Kept: joiners beside Arabic, Persian and Urdu letters, beside Devanagari
 * and the other Indic scripts (a virama then ZWJ makes a half form), and beside emoji (ZWJ sequences).
 */
function withoutNeedlessJoiners(name: string): string {
  const characters = [...name];
  const isInert = (character: string | undefined) => character === undefined || inert.test(character);
  return characters
    .filter((character, index) => {
      if (!joiner.test(character)) return true;
      let before = index - 1;
      while (before >= 0 && joinerOrMark.test(characters[before]!)) before--;
      let after = index + 1;
      while (after < characters.length && joiner.test(characters[after]!)) after++;
      return !(isInert(characters[before]) && isInert(characters[after]));
    })
    .join('');
}

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
 * needless joiners (withoutNeedlessJoiners), at most 50 characters (code points, as the database's
 * char_length counts), one of Latin, Cyrillic and Greek at most.
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
  } else {
    if (invisibleCharacter.test(name)) {
      errors.push(domainError('invisibleCharacters', 'validation.displayName.invisibleCharacters', field));
    }
    if (withoutNeedlessJoiners(name) !== name) {
      errors.push(domainError('invisibleJoiners', 'validation.displayName.invisibleJoiners', field));
    }
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
    withoutNeedlessJoiners(
      removable.reduce((text, pattern) => text.replace(pattern, ''), raw.normalize('NFC')),
    ),
  );
  // Cutting can leave a joiner at the end, beside nothing.
  return withoutNeedlessJoiners([...stripped].slice(0, displayNameMaxLength).join('')).trim();
}

/**
 * A usable name from a provider's profile (Google, Discord): controls, direction and invisible
 * characters and needless joiners removed, cut to 50 characters; when that still breaks a rule
 * (nothing visible, mixed scripts), the fallback (the email's local part) cleaned the same way, else
 * 'Player'.
 */
export function cleanDisplayName(raw: string, fallback: string): string {
  for (const candidate of [cleaned(raw), cleaned(fallback)]) {
    if (displayNameErrors(candidate).length === 0) return candidate;
  }
  return 'Player';
}
