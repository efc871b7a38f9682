// The languages come from the registry in @arena/domain (docs/decisions/0053); the ui names them as it
// always has so its components and stories need no change.
import { directionFor, languageCodes, scriptFor } from '@arena/domain';
import type { FontScript, LanguageCode, TextDirection } from '@arena/domain';

/** The languages Arena ships (spec §9: en default, ar, hi, ur). */
export type Lang = LanguageCode;

export type Direction = TextDirection;

export type { FontScript };

export const langs: readonly Lang[] = languageCodes;

/** Arabic and Urdu are written right to left; the site puts this on `<html dir>`. */
export { directionFor, scriptFor };
