import type { MessageKey } from '../messages';

/** spec §2, §9: the Valorant region dialog offers these three. */
export const regions = ['Europe', 'Asia', 'Americas'] as const;
export type Region = (typeof regions)[number];

export const regionMessageKeys: Readonly<Record<Region, MessageKey>> = {
  Europe: 'region.europe',
  Asia: 'region.asia',
  Americas: 'region.americas',
};
