import { describe, expect, it } from 'vitest';
import { bracketBlock, isEligibleForBracket } from './bracket-eligibility';

describe('bracketBlock', () => {
  it('blocks a bracket-1 player from a bracket-2 challenge, naming both brackets', () => {
    expect(bracketBlock({ skillLevel: 4, playerBracket: 1, participating: false })).toEqual({
      challengeBracket: 2,
      playerBracket: 1,
    });
    expect(bracketBlock({ skillLevel: 18, playerBracket: 5, participating: false })).toEqual({
      challengeBracket: 6,
      playerBracket: 5,
    });
  });

  it('blocks a stronger player from a beginners challenge too (only its own bracket)', () => {
    expect(bracketBlock({ skillLevel: 3, playerBracket: 2, participating: false })).toEqual({
      challengeBracket: 1,
      playerBracket: 2,
    });
  });

  it('lets in the player of the bracket the challenge admits, at both edges of the bracket', () => {
    expect(bracketBlock({ skillLevel: 4, playerBracket: 2, participating: false })).toBeNull();
    expect(bracketBlock({ skillLevel: 6, playerBracket: 2, participating: false })).toBeNull();
    expect(bracketBlock({ skillLevel: 7, playerBracket: 2, participating: false })).toEqual({
      challengeBracket: 3,
      playerBracket: 2,
    });
  });

  it('blocks nothing when the bracket is unknown or not a bracket', () => {
    expect(bracketBlock({ skillLevel: 10, playerBracket: undefined, participating: false })).toBeNull();
    expect(bracketBlock({ skillLevel: 10, playerBracket: null, participating: false })).toBeNull();
    expect(bracketBlock({ skillLevel: 10, playerBracket: 0, participating: false })).toBeNull();
    expect(bracketBlock({ skillLevel: 10, playerBracket: 7, participating: false })).toBeNull();
    expect(bracketBlock({ skillLevel: 10, playerBracket: 1.5, participating: false })).toBeNull();
  });

  it('never blocks a player already in the challenge', () => {
    expect(bracketBlock({ skillLevel: 16, playerBracket: 1, participating: true })).toBeNull();
  });
});

describe('isEligibleForBracket', () => {
  it('is true exactly when nothing blocks', () => {
    expect(isEligibleForBracket({ skillLevel: 4, playerBracket: 1, participating: false })).toBe(false);
    expect(isEligibleForBracket({ skillLevel: 2, playerBracket: 1, participating: false })).toBe(true);
    expect(isEligibleForBracket({ skillLevel: 4, playerBracket: undefined, participating: false })).toBe(
      true,
    );
    expect(isEligibleForBracket({ skillLevel: 4, playerBracket: 1, participating: true })).toBe(true);
  });
});
