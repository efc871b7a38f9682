import { emptyChallengeForm } from '@arena/machines';
import { describe, expect, it } from 'vitest';
import { validateChallengeForm } from './challenge-form-values';

// The minimum players at the start (decision 0029): 2 unless the operator changes it, never above the max.
const filled = (over: Partial<ReturnType<typeof emptyChallengeForm>>) => ({
  ...emptyChallengeForm(),
  title: 'Cup',
  shortDescription: '<p>Short</p>',
  description: '<p>Long</p>',
  gameId: 'valorant',
  startsAt: '2099-01-01T20:00',
  ...over,
});

describe('the challenge form’s minimum players', () => {
  it('starts at 2 and is sent as a whole number', () => {
    expect(emptyChallengeForm().minPlayers).toBe('2');
    const result = validateChallengeForm(filled({ minPlayers: '10' }));
    expect(result.ok && (result.body as { minPlayers: number }).minPlayers).toBe(10);
  });

  it('names the field when it is above the max players or not a number', () => {
    expect(validateChallengeForm(filled({ minPlayers: '51', maxPlayers: '50' }))).toEqual({
      ok: false,
      fieldErrors: { minPlayers: { key: 'admin.challenges.validation.minPlayersAboveMax' } },
    });
    expect(validateChallengeForm(filled({ minPlayers: '50', maxPlayers: '50' })).ok).toBe(true);
    expect(validateChallengeForm(filled({ minPlayers: '0' }))).toEqual({
      ok: false,
      fieldErrors: { minPlayers: { key: 'admin.challenges.validation.min', params: { min: 1 } } },
    });
  });
});
