/** The languages Arena ships (spec §9: en default, ar, hi, ur). */
export type Lang = 'en' | 'ar' | 'hi' | 'ur';

export type Direction = 'ltr' | 'rtl';

export const langs: readonly Lang[] = ['en', 'ar', 'hi', 'ur'];

/** Arabic and Urdu are written right to left; the site puts this on `<html dir>`. */
export function directionFor(lang: Lang): Direction {
  return lang === 'ar' || lang === 'ur' ? 'rtl' : 'ltr';
}
