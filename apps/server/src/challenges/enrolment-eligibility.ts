// Enrolment's eligibility (spec §8's refusals, decision 0028's brackets): what the enrolment read found
// about a challenge and a player, and the refusal for them in the order spec §8 gives, or none. Pure:
// the one-by-one and the group-commit paths (enrolment-transaction.ts, enrolment-batch.ts) both ask it.
import { localizedMessage, type LocalizedMessage } from '@arena/contract';
import {
  admitsBracket,
  bracketLevels,
  bracketOf,
  isJoinable,
  providerRankFrom,
  skillLevelFor,
  statusAt,
  validateEnrolmentFunds,
  type SkillAssessment,
} from '@arena/domain';
import { toSafeInteger } from '../db/safe-integer';

export type EnrolmentRefusal =
  | 'notFound'
  | 'full'
  | 'alreadyEnrolled'
  | 'finished'
  | 'joinWindowClosed'
  | 'noLinkedAccount'
  | 'wrongBracket'
  | 'insufficientGCoins';

/** `message` is the English text; `messageKey` and `messageParams` name it for other languages. */
export type EnrolmentResult =
  | ({ success: true } & LocalizedMessage)
  | ({ success: false; reason: EnrolmentRefusal; statusCode: number } & LocalizedMessage);

export class Refused extends Error {
  constructor(readonly result: Extract<EnrolmentResult, { success: false }>) {
    super(result.message);
  }
}

export function refusal(reason: EnrolmentRefusal, message: LocalizedMessage, statusCode = 409): Refused {
  return new Refused({ success: false, reason, ...message, statusCode });
}

export const insufficient = (fee: number) =>
  refusal('insufficientGCoins', localizedMessage('errors.challenge.insufficientGCoins', { count: fee }), 402);

export interface ChallengeRow {
  game_id: string;
  game_name: string;
  title: string;
  start_time: Date | string;
  end_time: Date | string;
  status: number;
  entry_fee: unknown;
  max_players: number;
  registered_players: number;
  min_skill_level: number;
}

/** What the enrolment read found about the player. */
export interface PlayerState {
  enrolled: boolean;
  linked: boolean;
  gcoins: unknown;
  /** The live game account's details (where a provider rank is stored), or null. */
  account_details: unknown;
  /** Points of the player's newest counted matches in the challenge's game, newest first. */
  recent_points: unknown[] | null;
}

export type ChallengeState = ChallengeRow & PlayerState;

/** A player the read did not find (no wallet, no account). */
export const nobody: PlayerState = {
  enrolled: false,
  linked: false,
  gcoins: 0,
  account_details: null,
  recent_points: [],
};

/**
 * The player's skill level for the challenge's game now (decision 0028): the stored provider rank,
 * else recent performance, else a new player's level. Computed once, at entry, and stored.
 */
export function skillAtEntry(challenge: ChallengeRow, player: PlayerState): SkillAssessment {
  return skillLevelFor({
    gameId: challenge.game_id,
    rank: providerRankFrom(challenge.game_id, player.account_details),
    recentPoints: (player.recent_points ?? []).map(Number),
  });
}

/**
 * The refusal for one player, in the order spec §8 gives them (null: they may join). `taken` is how
 * many places are gone (registered players, plus those a group commit accepted before this one).
 * The funds check is a first answer: the ledger's guarded debit is the one that counts.
 */
export function refusalFor(
  challenge: ChallengeRow | undefined,
  player: PlayerState,
  now: Date,
  taken: number,
): Refused | null {
  // A cancelled challenge (status 3, decision 0021) is hidden from players: not found.
  if (!challenge || challenge.status === 3)
    return refusal('notFound', localizedMessage('enroll.notFound'), 404);
  const status = Math.max(challenge.status, statusAt(challenge.start_time, challenge.end_time, now));
  if (status === 2) return refusal('finished', localizedMessage('enroll.finished'));
  if (player.enrolled) return refusal('alreadyEnrolled', localizedMessage('enroll.alreadyEnrolled'));
  if (!isJoinable(status === 1 ? 1 : 0, challenge.start_time, now)) {
    return refusal('joinWindowClosed', localizedMessage('enroll.joinWindowClosed'));
  }
  if (taken >= challenge.max_players) return refusal('full', localizedMessage('enroll.full'));
  if (!player.linked) {
    return refusal(
      'noLinkedAccount',
      localizedMessage('enroll.noLinkedAccount', { game: challenge.game_name }),
      422,
    );
  }
  // A challenge admits only the bracket of its skill level (decision 0028).
  const skill = skillAtEntry(challenge, player);
  if (!admitsBracket(challenge.min_skill_level, skill.bracket)) {
    const challengeBracket = bracketOf(challenge.min_skill_level);
    const { from, to } = bracketLevels(challengeBracket);
    return refusal(
      'wrongBracket',
      localizedMessage('enroll.wrongBracket', {
        challengeBracket,
        from,
        to,
        game: challenge.game_name,
        bracket: skill.bracket,
      }),
      403,
    );
  }
  const fee = toSafeInteger(challenge.entry_fee, 'entry_fee');
  const gCoinsAvailable = toSafeInteger(player.gcoins ?? 0, 'gcoins');
  if (fee > 0 && !validateEnrolmentFunds({ entryFee: fee, gCoinsAvailable }).ok) return insufficient(fee);
  return null;
}

export const enrolled: EnrolmentResult = { success: true, ...localizedMessage('enroll.enrolled') };

/** One player asking to join one challenge. */
export interface EnrolmentRequest {
  userId: string;
  challengeId: string;
  now: Date;
}
