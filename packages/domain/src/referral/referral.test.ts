import { describe, expect, it } from 'vitest';
import {
  nextClaimNumber,
  referralProgressClaims,
  referralProgressPercent,
  referralRewardForClaim,
} from './referral-reward';
import { referralRowState } from './referral-row';

describe('referral rewards (spec §9)', () => {
  it('pays 50 crystals and 200 XP, and 100 and 500 on the 5th, 10th and 15th', () => {
    expect(referralRewardForClaim(1)).toEqual({ crystals: 50, xp: 200 });
    expect(referralRewardForClaim(4)).toEqual({ crystals: 50, xp: 200 });
    expect(referralRewardForClaim(5)).toEqual({ crystals: 100, xp: 500 });
    expect(referralRewardForClaim(6)).toEqual({ crystals: 50, xp: 200 });
    expect(referralRewardForClaim(10)).toEqual({ crystals: 100, xp: 500 });
    expect(referralRewardForClaim(15)).toEqual({ crystals: 100, xp: 500 });
  });

  it('keeps every 5th claim a milestone after 15', () => {
    expect(referralRewardForClaim(16)).toEqual({ crystals: 50, xp: 200 });
    expect(referralRewardForClaim(20)).toEqual({ crystals: 100, xp: 500 });
  });

  it('refuses claim numbers below 1', () => {
    expect(() => referralRewardForClaim(0)).toThrow(RangeError);
  });

  it('numbers the next claim and fills a 15-claim bar', () => {
    expect(nextClaimNumber(0)).toBe(1);
    expect(nextClaimNumber(4)).toBe(5);
    expect(referralProgressClaims).toBe(15);
    expect([0, 1, 5, 14, 15, 16].map(referralProgressPercent)).toEqual([0, 6, 33, 93, 100, 100]);
  });
});

describe('referralRowState (spec §4 Referral rows)', () => {
  it('covers every combination', () => {
    const row = (converted: boolean, claimable: boolean, claimed: boolean) =>
      referralRowState({ converted, claimable, claimed });
    expect(row(false, false, false)).toEqual({
      badge: 'pending',
      button: 'notClaimable',
      claimEnabled: false,
    });
    expect(row(false, true, false)).toEqual({
      badge: 'pending',
      button: 'notClaimable',
      claimEnabled: false,
    });
    expect(row(true, false, false)).toEqual({
      badge: 'converted',
      button: 'notClaimable',
      claimEnabled: false,
    });
    expect(row(true, true, false)).toEqual({
      badge: 'converted',
      button: 'readyToClaim',
      claimEnabled: true,
    });
    expect(row(true, true, true)).toEqual({ badge: 'converted', button: 'claimed', claimEnabled: false });
    expect(row(true, false, true)).toEqual({ badge: 'converted', button: 'claimed', claimEnabled: false });
  });
});
