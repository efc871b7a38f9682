/** spec §9: password minimum 8; the server also caps it at 128 (Argon2 input stays bounded). */
export const passwordRules = { minLength: 8, maxLength: 128 } as const;

/** spec §9: display name at most 50 characters. */
export const displayNameMaxLength = 50;

/** spec §9: disconnect reason at most 500 characters. */
export const disconnectReasonMaxLength = 500;

/**
 * Length as people count it: in Unicode code points, so an emoji or a surrogate pair counts once.
 * (A browser's maxlength counts UTF-16 units; the two agree for Latin, Arabic, Devanagari and Urdu.)
 */
export function textLength(text: string): number {
  return [...text].length;
}
