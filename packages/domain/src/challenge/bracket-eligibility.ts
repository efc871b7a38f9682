// Bracket-aware joining (issue 34, decision 0028): a challenge admits only the bracket of its skill level,
// and a signed-in player whose bracket for the challenge's game is known learns before pressing Join
// that it is not theirs, instead of after confirming the entry.
import { bracketOf, skillBrackets, type SkillBracket } from './skill-bracket';

export interface BracketJoinInput {
  /** The challenge's skill level (1-18, `min_skill_level`): it admits bracketOf(level) only. */
  readonly skillLevel: number;
  /**
   * The player's bracket for the challenge's game as enrolment would compute it now (1-6), or
   * null/undefined when it is not known (a visitor, or no linked account for the game yet).
   */
  readonly playerBracket: number | null | undefined;
  /** A player already in the challenge entered with their bracket: nothing blocks them. */
  readonly participating: boolean;
}

/** Why the bracket keeps the player out: the bracket the challenge admits and the player's own. */
export interface BracketBlock {
  readonly challengeBracket: SkillBracket;
  readonly playerBracket: SkillBracket;
}

const isBracket = (value: unknown): value is SkillBracket =>
  (skillBrackets as readonly unknown[]).includes(value);

/**
 * The bracket mismatch that would refuse this player's entry (enrolment's `wrongBracket`), or null when
 * the bracket lets them in or is not known (the server still decides at entry).
 */
export function bracketBlock(input: BracketJoinInput): BracketBlock | null {
  if (input.participating || !isBracket(input.playerBracket)) return null;
  const challengeBracket = bracketOf(input.skillLevel);
  return challengeBracket === input.playerBracket
    ? null
    : { challengeBracket, playerBracket: input.playerBracket };
}

/** "Eligible for me": the challenge admits the player's bracket, or their bracket is not known. */
export function isEligibleForBracket(input: BracketJoinInput): boolean {
  return bracketBlock(input) === null;
}
