import type { MessageKey } from '../messages';
import { toEpochMs, type Instant } from '../time/instant';

/** spec §3: status codes 0 upcoming, 1 current, 2 finished. */
export const challengeStatus = { upcoming: 0, current: 1, finished: 2 } as const;
export type ChallengeStatus = (typeof challengeStatus)[keyof typeof challengeStatus];

/** The operator's codes add 3 cancelled (contract AdminChallengeStatus; players never see a cancelled challenge). */
export const adminChallengeStatus = { ...challengeStatus, cancelled: 3 } as const;
export type AdminChallengeStatusCode = (typeof adminChallengeStatus)[keyof typeof adminChallengeStatus];

/** The words the detail view compares (spec §3). */
export const challengeStatusWords: Readonly<Record<ChallengeStatus, 'Upcoming' | 'Current' | 'Finished'>> = {
  0: 'Upcoming',
  1: 'Current',
  2: 'Finished',
};
export type ChallengeStatusWord = (typeof challengeStatusWords)[ChallengeStatus];

export const challengeStatusMessageKeys: Readonly<Record<ChallengeStatus, MessageKey>> = {
  0: 'challenge.status.upcoming',
  1: 'challenge.status.current',
  2: 'challenge.status.finished',
};

export function isChallengeStatus(value: unknown): value is ChallengeStatus {
  return value === 0 || value === 1 || value === 2;
}

export function statusFromWord(word: string): ChallengeStatus | undefined {
  if (word === 'Upcoming') return 0;
  if (word === 'Current') return 1;
  if (word === 'Finished') return 2;
  return undefined;
}

/**
 * The status a challenge has at `now`: upcoming before its start, current from its start until its end,
 * finished from its end on (ARCHITECTURE.md lifecycle: the scheduler moves it at startTime and endTime).
 */
export function statusAt(startTime: Instant, endTime: Instant, now: Instant): ChallengeStatus {
  const at = toEpochMs(now);
  if (at < toEpochMs(startTime)) return challengeStatus.upcoming;
  if (at < toEpochMs(endTime)) return challengeStatus.current;
  return challengeStatus.finished;
}
