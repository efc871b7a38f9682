import { centsFromUsd, type Challenge } from '@arena/contract';
import {
  bracketLevels,
  bracketOf,
  formatUsdCents,
  prizePoolLabel,
  winnerTakesAllPrizeCents,
  type SkillBracket,
} from '@arena/domain';
import type { TFunction } from 'i18next';

/** A challenge's prizes in integer cents: the wire's USD (decision 0022) read back before any sum. */
export function prizeCents(challenge: Pick<Challenge, 'prizes'>): { value: number }[] {
  return challenge.prizes.map((prize) => ({ value: centsFromUsd(prize.value) }));
}

/**
 * The skill brackets in words (decision 0028): the one the challenge admits, and the caller's own
 * bracket fixed at their entry when they take part.
 */
export function bracketLabels(
  challenge: Pick<Challenge, 'min_skill_level' | 'skill_bracket' | 'entrySkillBracket'>,
  t: TFunction,
) {
  const words = (key: 'admits' | 'yours', bracket: SkillBracket) => {
    const { from, to } = bracketLevels(bracket);
    return t(`challenges.bracket.${key}`, { bracket, from, to });
  };
  const admitted = bracketOf(challenge.min_skill_level);
  const own = challenge.entrySkillBracket ? bracketOf(challenge.entrySkillBracket * 3) : null;
  return {
    admits: { bracket: admitted, label: words('admits', admitted) },
    ...(own ? { entry: { bracket: own, label: words('yours', own) } } : {}),
  };
}

/** The words a challenge card and the detail page share (spec §2 card content). */
export function challengeStats(challenge: Challenge, t: TFunction) {
  const pool = prizePoolLabel(prizeCents(challenge));
  const winnerCents = winnerTakesAllPrizeCents(prizeCents(challenge));
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
