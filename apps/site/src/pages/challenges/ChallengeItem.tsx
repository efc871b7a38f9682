import type { Challenge } from '@arena/contract';
import { cardAction, challengeStatus } from '@arena/domain';
import { ChallengeCard } from '@arena/ui';
import { joinBlock } from './bracket-join';
import { prizeCents } from './challenge-labels';
import { useChallengeCountdown } from './useChallengeCountdown';

/**
 * One challenge of the list as its card (spec §2 Card content): finished with its winners, or open with
 * its stats and its button; a challenge of another skill bracket says so on Join (issue 34). The card is
 * given the challenge's data and the caller's state; it says every word itself (issue 32).
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
  const clock = useChallengeCountdown(challenge);
  const base = {
    gameId: challenge.gameId,
    title: challenge.title,
    type: challenge.type,
    skillLevel: challenge.min_skill_level,
    ...(challenge.entrySkillBracket ? { entryBracket: challenge.entrySkillBracket } : {}),
  };
  if (challenge.status === challengeStatus.finished) {
    return (
      <ChallengeCard
        {...base}
        status="finished"
        winners={challenge.winners}
        onViewDetails={onDetails}
        {...(challenge.voidReason
          ? { voided: { reason: challenge.voidReason, entryFee: challenge.entry_fee } }
          : {})}
      />
    );
  }
  // spec §4 Card button (domain cardAction): registered, full, closed after the 24 h join window, or join.
  const action = cardAction({ ...challenge, joinable: clock.joinable });
  return (
    <ChallengeCard
      {...base}
      status={clock.label === 'startsIn' ? 'upcoming' : 'current'}
      prizes={prizeCents(challenge)}
      registeredPlayers={challenge.registeredPlayers}
      maxPlayers={challenge.maxPlayers}
      gameLimit={challenge.gameLimit}
      entryFee={challenge.entry_fee}
      countdown={{ target: clock.target, now: clock.now }}
      action={
        action === 'registered'
          ? { kind: 'registered', onViewDetails: onDetails }
          : action === 'full'
            ? { kind: 'full' }
            : action === 'join'
              ? { kind: 'join', onJoin, blocked: joinBlock(challenge) }
              : { kind: 'closed' }
      }
    />
  );
}
