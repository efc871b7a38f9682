import { describe, expect, it } from 'vitest';
import {
  challengePrizeSchema,
  dashboardResponseSchema,
  profileStatsSchema,
  publicProfileSchema,
} from './index';
import { centsFromUsd, usdAmountSchema, usdFromCents } from './usd';

describe('USD at the edge (decision 0022)', () => {
  it('turns integer cents into the spec’s dollars, whose JSON is the exact two-decimal amount', () => {
    expect(usdFromCents(123_456)).toBe(1234.56);
    expect(JSON.stringify({ v: usdFromCents(855_950) })).toBe('{"v":8559.5}');
    expect(usdFromCents(1)).toBe(0.01);
    expect(usdFromCents(0)).toBe(0);
    expect(usdFromCents(123_456_789)).toBe(1_234_567.89);
    expect(() => usdFromCents(12.5)).toThrow(RangeError);
  });

  it('reads dollars back into the same integer cents, and refuses a third decimal', () => {
    for (const cents of [0, 1, 10, 99, 550, 1_999, 855_950, 123_456_789]) {
      expect(centsFromUsd(usdFromCents(cents))).toBe(cents);
    }
    expect(centsFromUsd(0.1 + 0.2)).toBe(30);
    expect(() => centsFromUsd(1.005)).toThrow(RangeError);
  });

  it('the contract states the unit: USD with at most two decimals, never negative', () => {
    expect(usdAmountSchema.safeParse(8559.5).success).toBe(true);
    expect(usdAmountSchema.safeParse(0.01).success).toBe(true);
    expect(usdAmountSchema.safeParse(0.001).success).toBe(false);
    expect(usdAmountSchema.safeParse(-1).success).toBe(false);
    expect(challengePrizeSchema.safeParse({ id: 'p', title: 'Winner', value: 12.5 }).success).toBe(true);
    expect(
      dashboardResponseSchema.safeParse({
        data: { unique_participants: 1, total_prize_value_dispersed: 10.25, completed_challenges: 1 },
      }).success,
    ).toBe(true);
    expect(Object.keys(dashboardResponseSchema.shape.data.shape)).toContain('total_prize_value_dispersed');
    expect(Object.keys(profileStatsSchema.shape)).toContain('totalEarningsUSD');
    expect(Object.keys(publicProfileSchema.shape)).toContain('totalEarningsUSD');
  });
});
