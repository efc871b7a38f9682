import {
  bracketLevels,
  bracketOf,
  formatCount,
  formatUsdCents,
  prizePoolLabel,
  winnerTakesAllPrizeCents,
  type PrizeValue,
} from '@arena/domain';
import type { TFunction } from 'i18next';

// The challenge card's words from its data (issue 32): the card says them itself, with the domain's rules
// for the brackets (decision 0028) and the prize pool, and its figures in en-US (spec §9).

/** A fact of the card, e.g. { label: 'Prize pool', value: '$150.00' }. */
export interface CardStat {
  label: string;
  value: string;
}

/** The bracket a skill level belongs to in words, the challenge's ('admits') or the caller's ('yours'). */
export function bracketWords(t: TFunction, key: 'admits' | 'yours', level: number) {
  const bracket = bracketOf(level);
  const { from, to } = bracketLevels(bracket);
  return { bracket, label: t(`challenges.bracket.${key}`, { bracket, from, to }) };
}

export interface CardFigures {
  /** The prizes in USD cents (decision 0022): the pool is their sum ("XP Only" without any). */
  prizes: readonly PrizeValue[];
  registeredPlayers: number;
  maxPlayers: number;
  /** Games counted per player; 0 counts them all ("Unlimited"). */
  gameLimit: number;
}

/** The open card's prize pool headline and its stats (spec §2 Card content). */
export function cardStats(t: TFunction, figures: CardFigures) {
  const pool = prizePoolLabel(figures.prizes);
  const winnerCents = winnerTakesAllPrizeCents(figures.prizes);
  const winnerPrize: CardStat | null =
    winnerCents > 0 ? { label: t('challenges.card.winnerTakes'), value: formatUsdCents(winnerCents) } : null;
  return {
    prizePool: {
      label: t('challenges.card.prizePool'),
      value: pool.kind === 'xpOnly' ? t('challenge.prizePool.xpOnly') : formatUsdCents(pool.cents),
    },
    winnerPrize,
    players: {
      label: t('challenges.card.players'),
      value: `${formatCount(figures.registeredPlayers)} / ${formatCount(figures.maxPlayers)}`,
    },
    gameLimit: {
      label: t('challenges.card.gameLimit'),
      value:
        figures.gameLimit > 0
          ? t('challenges.card.games', { count: figures.gameLimit })
          : t('challenge.gameLimit.unlimited'),
    },
  } satisfies Record<string, CardStat | null>;
}

/** The entry fee in GCoins, e.g. '1 GCoin' (the amount's accessible name). */
export const gCoinsWords = (t: TFunction, amount: number): string =>
  t('wallet.gCoinsAmount', { count: amount, formatted: formatCount(amount) });
