import { describe, expect, it } from 'vitest';
import {
  adminChallengeStatus,
  challengeStatus,
  challengeStatusWords,
  isChallengeStatus,
  statusAt,
  statusFromWord,
} from './challenge-status';

const start = '2025-06-01T12:00:00.000Z';
const end = '2025-06-04T12:00:00.000Z';

describe('challenge status (spec §3)', () => {
  it('codes 0, 1, 2 with their words', () => {
    expect(challengeStatus).toEqual({ upcoming: 0, current: 1, finished: 2 });
    expect(challengeStatusWords).toEqual({ 0: 'Upcoming', 1: 'Current', 2: 'Finished' });
    expect(statusFromWord('Current')).toBe(1);
    expect(statusFromWord('current')).toBeUndefined();
    expect(isChallengeStatus(2)).toBe(true);
    expect(isChallengeStatus(3)).toBe(false);
  });

  it('names the operator codes: the player codes and 3 cancelled', () => {
    expect(adminChallengeStatus).toEqual({ upcoming: 0, current: 1, finished: 2, cancelled: 3 });
    expect(isChallengeStatus(adminChallengeStatus.cancelled)).toBe(false);
  });

  it('derives the status from the clock', () => {
    expect(statusAt(start, end, '2025-06-01T11:59:59.999Z')).toBe(0);
    expect(statusAt(start, end, start)).toBe(1);
    expect(statusAt(start, end, '2025-06-04T11:59:59.999Z')).toBe(1);
    expect(statusAt(start, end, end)).toBe(2);
    expect(statusAt(new Date(start), Date.parse(end), Date.parse(end) + 1)).toBe(2);
  });
});
