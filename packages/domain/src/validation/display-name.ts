import { invalid, valid, type Validation } from '../result';
import { displayNameErrors, normaliseDisplayName, type DisplayNameErrorCode } from './display-name-text';

/** An edit either changes the name, or (empty or unchanged) just closes the editor (spec §4). */
export type DisplayNameEdit =
  { readonly kind: 'unchanged' } | { readonly kind: 'changed'; readonly name: string };

/**
 * spec §5 Display name: trimmed, at most 50 characters, non-empty and changed; plus the rules of
 * `displayNameErrors` (no controls, direction or invisible characters, no look-alike script mix).
 * The name is compared and returned NFC-normalised.
 */
export function validateDisplayName(
  input: string,
  currentName: string,
): Validation<DisplayNameEdit, DisplayNameErrorCode> {
  const name = normaliseDisplayName(input);
  if (name === '' || name === normaliseDisplayName(currentName)) return valid({ kind: 'unchanged' });
  const errors = displayNameErrors(name);
  return errors.length > 0 ? invalid(errors) : valid({ kind: 'changed', name });
}
