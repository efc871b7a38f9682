/**
 * Words people wrote (a player's name, a challenge title) placed inside a translated sentence are
 * isolated with FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069), so a Latin name in an
 * Arabic sentence keeps its own direction and the sentence's punctuation stays on the right side
 * (Unicode bidi algorithm, UAX #9). On its own, such text carries `dir="auto"` instead.
 */
export const firstStrongIsolate = '\u2068';
export const popDirectionalIsolate = '\u2069';

export function isolate(text: string): string {
  return `${firstStrongIsolate}${text}${popDirectionalIsolate}`;
}
