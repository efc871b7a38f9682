import type { Challenge } from '@arena/contract';
import type { TFunction } from 'i18next';

/** One rule of a challenge in the reader's words, e.g. { label: 'Duration', value: '72 hours' }. */
export interface ChallengeRule {
  id: 'duration' | 'entryFee' | 'gamesCounted' | 'ranking';
  label: string;
  value: string;
}

/**
 * A challenge's rules (issue 34), told from its own facts in the reader's language: how long it runs, what
 * it costs to enter, which games count (a game limit of 0 counts them all) and how the leaderboard ranks
 * (spec §9: total score, then fewer games, then earlier entry). Presets and the demo seed no longer write
 * these as English prose into the operator's description, whose words stay as written.
 */
export function challengeRules(
  challenge: Pick<Challenge, 'duration_hours' | 'entry_fee' | 'gameLimit'>,
  t: TFunction,
): ChallengeRule[] {
  const rule = (id: ChallengeRule['id'], value: string): ChallengeRule => ({
    id,
    label: t(`challenges.detail.rules.${id}`),
    value,
  });
  return [
    rule('duration', t('challenges.detail.rules.hours', { count: challenge.duration_hours })),
    rule(
      'entryFee',
      challenge.entry_fee > 0
        ? t('challenges.detail.rules.gCoins', { count: challenge.entry_fee })
        : t('challenges.detail.rules.free'),
    ),
    rule(
      'gamesCounted',
      challenge.gameLimit === 0
        ? t('challenges.detail.rules.allGames')
        : challenge.gameLimit === 1
          ? t('challenges.detail.rules.firstGame')
          : t('challenges.detail.rules.firstGames', { count: challenge.gameLimit }),
    ),
    rule('ranking', t('challenges.detail.rules.rankingOrder')),
  ];
}
