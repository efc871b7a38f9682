import type { Challenge } from '@arena/contract';
import { bracketBlock, isEligibleForBracket, type BracketJoinInput } from '@arena/domain';
import type { TFunction } from 'i18next';

// Bracket-aware joining (issue 34, decision 0028): the list and the challenge's page carry the caller's
// bracket for its game (`callerSkillBracket`, with a linked account), so a challenge of another bracket
// says so on its Join before the player confirms anything.

type BracketFields = Pick<Challenge, 'min_skill_level' | 'isParticipating' | 'callerSkillBracket'>;

const joinInput = (challenge: BracketFields): BracketJoinInput => ({
  skillLevel: challenge.min_skill_level,
  playerBracket: challenge.callerSkillBracket,
  participating: challenge.isParticipating,
});

/** The two brackets when the caller cannot join (the card and JoinButton say why); null when they may. */
export const joinBlock = (challenge: BracketFields) => bracketBlock(joinInput(challenge));

/** Why the caller cannot join, e.g. 'For bracket 2 — you are in bracket 1'; undefined when they may. */
export function joinBlockedReason(challenge: BracketFields, t: TFunction): string | undefined {
  const block = joinBlock(challenge);
  return block
    ? t('challenges.bracket.blocked', {
        challengeBracket: block.challengeBracket,
        bracket: block.playerBracket,
      })
    : undefined;
}

/** "Eligible for me": the challenge admits the caller's bracket (or their bracket is not known yet). */
export const eligibleForMe = (challenge: BracketFields): boolean =>
  isEligibleForBracket(joinInput(challenge));

/** Whether the list knows the caller's bracket for the game (a linked account): the filter can say something. */
export const knowsBracketFor = (challenges: readonly Challenge[], gameId: string | undefined): boolean =>
  challenges.some((challenge) => challenge.gameId === gameId && challenge.callerSkillBracket !== undefined);
