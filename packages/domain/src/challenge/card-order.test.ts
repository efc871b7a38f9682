import { describe, expect, it } from 'vitest';
import { sortChallengeCards } from './card-order';

describe('sortChallengeCards (spec §2)', () => {
  it('orders by start ascending, then larger pool first, without touching the input', () => {
    const cards = [
      { id: 'late', startTime: '2025-06-03T00:00:00Z', prizes: [{ value: 90_000 }] },
      { id: 'small', startTime: '2025-06-01T00:00:00Z', prizes: [{ value: 100 }] },
      { id: 'big', startTime: '2025-06-01T00:00:00Z', prizes: [{ value: 300 }, { value: 200 }] },
      { id: 'early', startTime: '2025-05-31T00:00:00Z', prizes: [] },
    ];
    expect(sortChallengeCards(cards).map((c) => c.id)).toEqual(['early', 'big', 'small', 'late']);
    expect(cards[0]?.id).toBe('late');
  });
});
