import { isPlaceTitle } from '@arena/domain';
import type { TFunction } from 'i18next';

/**
 * A prize's name for the reader (issue 34): the title a preset generates for a place ('2nd place') is said
 * as that place in the reader's language, an ordinal where the language has them ('2nd place', 'المركز 2',
 * '2रा स्थान'); a title the operator wrote stays as written.
 */
export function prizeName(title: string, rank: number | null, t: TFunction): string {
  return isPlaceTitle(title, rank) ? t('notifications.place', { count: rank, ordinal: true }) : title;
}
