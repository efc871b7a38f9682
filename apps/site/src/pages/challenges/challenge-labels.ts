import type { Challenge } from '@arena/contract';
import { formatUsdCents, prizePoolLabel, winnerTakesAllPrizeCents } from '@arena/domain';
import type { TFunction } from 'i18next';

/** The words a challenge card and the detail page share (spec §2 card content). */
export function challengeStats(challenge: Challenge, t: TFunction) {
  const pool = prizePoolLabel(challenge.prizes.map((prize) => ({ value: prize.value })));
  const winnerCents = winnerTakesAllPrizeCents(challenge.prizes.map((prize) => ({ value: prize.value })));
  return {
    prizePool: {
      label: t('challenges.card.prizePool'),
      value: pool.kind === 'xpOnly' ? t('challenge.prizePool.xpOnly') : formatUsdCents(pool.cents),
    },
    winnerPrize:
      winnerCents > 0
        ? { label: t('challenges.card.winnerTakes'), value: formatUsdCents(winnerCents) }
        : undefined,
    players: {
      label: t('challenges.card.players'),
      value: `${challenge.registeredPlayers} / ${challenge.maxPlayers}`,
    },
    gameLimit: {
      label: t('challenges.card.gameLimit'),
      value:
        challenge.gameLimit > 0
          ? t('challenges.card.games', { count: challenge.gameLimit })
          : t('challenge.gameLimit.unlimited'),
    },
  };
}

export function typeLabel(type: Challenge['type'], t: TFunction): string {
  return t(`challenge.type.${type}`);
}

export const countdownUnits = (t: TFunction) => ({
  days: t('challenges.units.d'),
  hours: t('challenges.units.h'),
  minutes: t('challenges.units.m'),
});
