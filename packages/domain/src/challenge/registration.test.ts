import { describe, expect, it } from 'vitest';
import { gamesPerPlayer, isJoinable, registrationState } from './registration';

describe('registrationState (spec §4 card button)', () => {
  it('is alreadyRegistered, full or open', () => {
    expect(registrationState({ isParticipating: true, registeredPlayers: 100, maxPlayers: 100 })).toBe(
      'alreadyRegistered',
    );
    expect(registrationState({ isParticipating: false, registeredPlayers: 100, maxPlayers: 100 })).toBe(
      'full',
    );
    expect(registrationState({ isParticipating: false, registeredPlayers: 101, maxPlayers: 100 })).toBe(
      'full',
    );
    expect(registrationState({ isParticipating: false, registeredPlayers: 99, maxPlayers: 100 })).toBe(
      'open',
    );
  });
});

describe('isJoinable', () => {
  const start = Date.parse('2025-06-01T12:00:00Z');
  const hour = 3_600_000;

  it('lets current challenges be joined for 24 h from the start', () => {
    expect(isJoinable(1, start, start)).toBe(true);
    expect(isJoinable(1, start, start + 24 * hour - 1)).toBe(true);
    expect(isJoinable(1, start, start + 24 * hour)).toBe(false);
  });

  it('always for upcoming, never for finished', () => {
    expect(isJoinable(0, start, start - hour)).toBe(true);
    expect(isJoinable(2, start, start + hour)).toBe(false);
  });
});

describe('gamesPerPlayer (spec §3 gameLimit)', () => {
  it('reads 0 or missing as unlimited', () => {
    expect(gamesPerPlayer(0)).toEqual({ kind: 'unlimited' });
    expect(gamesPerPlayer(undefined)).toEqual({ kind: 'unlimited' });
    expect(gamesPerPlayer(null)).toEqual({ kind: 'unlimited' });
    expect(gamesPerPlayer(5)).toEqual({ kind: 'limited', games: 5 });
  });
});
