import type { Challenge } from '@arena/contract';
import { cardAction, challengeStatus } from '@arena/domain';
import { ChallengeCard } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../store/money-format';
import { joinBlockedReason } from './bracket-join';
import { bracketLabels, challengeStats, countdownUnits, typeLabel } from './challenge-labels';
import { useChallengeCountdown } from './useChallengeCountdown';
import { voidedLabels } from './voided-labels';

/**
 * One challenge of the list as its card (spec §2 Card content): finished with its winners, or open with
 * its stats and its button; a challenge of another skill bracket says so on Join (issue 34).
 */
export function ChallengeItem({
  challenge,
  onJoin,
  onDetails,
}: {
  challenge: Challenge;
  onJoin: () => void;
  onDetails: () => void;
}) {
  const { t } = useTranslation();
  const clock = useChallengeCountdown(challenge);
  const brackets = bracketLabels(challenge, t);
  const base = {
    gameId: challenge.gameId,
    title: challenge.title,
    typeLabel: typeLabel(challenge.type, t),
    skillLevel: challenge.min_skill_level,
    skillLabel: brackets.admits.label,
    ...(brackets.entry ? { entryBracket: brackets.entry } : {}),
  };
  if (challenge.status === challengeStatus.finished) {
    const voided = voidedLabels(challenge, t);
    return (
      <ChallengeCard
        {...base}
        status="finished"
        winnersHeading={t('challenges.card.winners')}
        winners={challenge.winners}
        rankLabel={(rank) => t('landing.leaderboard.rank', { rank })}
        detailsLabel={t('challenges.card.details')}
        onViewDetails={onDetails}
        {...(voided ? { voided: { title: voided.title, refund: voided.refund } } : {})}
      />
    );
  }
  const stats = challengeStats(challenge, t);
  const upcoming = clock.label === 'startsIn';
  // spec §4 Card button (domain cardAction): registered, full, closed after the 24 h join window, or join.
  const action = cardAction({ ...challenge, joinable: clock.joinable });
  const blockedReason = joinBlockedReason(challenge, t);
  return (
    <ChallengeCard
      {...base}
      status={upcoming ? 'upcoming' : 'current'}
      prizePool={stats.prizePool}
      {...(stats.winnerPrize ? { winnerPrize: stats.winnerPrize } : {})}
      players={stats.players}
      gameLimit={stats.gameLimit}
      entryFee={{
        label: t('challenges.card.entryFee'),
        amount: challenge.entry_fee,
        amountLabel: t('wallet.gCoinsAmount', {
          count: challenge.entry_fee,
          formatted: formatCount(challenge.entry_fee),
        }),
      }}
      countdown={{
        target: clock.target,
        now: clock.now,
        label: upcoming ? t('challenges.card.startsIn') : t('challenges.card.endsIn'),
        units: countdownUnits(t),
        endedLabel: t('challenges.card.ended'),
      }}
      action={
        action === 'registered'
          ? {
              kind: 'registered',
              notice: t('challenge.registration.alreadyRegistered'),
              detailsLabel: t('challenges.card.details'),
              onViewDetails: onDetails,
            }
          : action === 'full'
            ? { kind: 'full', label: t('challenge.registration.full') }
            : action === 'join'
              ? {
                  kind: 'join',
                  label: t('challenge.registration.open'),
                  onJoin,
                  ...(blockedReason ? { blockedReason } : {}),
                }
              : { kind: 'full', label: t('challenges.card.closed') }
      }
    />
  );
}
