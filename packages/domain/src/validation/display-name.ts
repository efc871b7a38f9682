import { domainError, invalid, valid, type Validation } from '../result';
import { displayNameMaxLength, textLength } from './account-rules';

/** An edit either changes the name, or (empty or unchanged) just closes the editor (spec §4). */
export type DisplayNameEdit =
  { readonly kind: 'unchanged' } | { readonly kind: 'changed'; readonly name: string };

/** spec §5 Display name: trimmed, at most 50 characters, non-empty and changed. */
export function validateDisplayName(
  input: string,
  currentName: string,
): Validation<DisplayNameEdit, 'tooLong'> {
  const name = input.trim();
  if (name === '' || name === currentName.trim()) return valid({ kind: 'unchanged' });
  if (textLength(name) > displayNameMaxLength) {
    const params = { count: displayNameMaxLength };
    return invalid([domainError('tooLong', 'validation.displayName.tooLong', { field: 'name', params })]);
  }
  return valid({ kind: 'changed', name });
}
