import type { MessageKey } from '../messages';
import { timersMs } from '../platform/timers';
import { toEpochMs, type Instant } from '../time/instant';
import { challengeStatus, type ChallengeStatus } from './challenge-status';

export type RegistrationState = 'open' | 'alreadyRegistered' | 'full';

export interface RegistrationInput {
  readonly isParticipating: boolean;
  readonly registeredPlayers: number;
  readonly maxPlayers: number;
}

/**
 * spec §4 Card button: already participating wins; registered at or above max is full; otherwise open.
 * The spec gives no "unlimited" for maxPlayers (only for gameLimit), so a max of 0 reads as full.
 */
export function registrationState({
  isParticipating,
  registeredPlayers,
  maxPlayers,
}: RegistrationInput): RegistrationState {
  if (isParticipating) return 'alreadyRegistered';
  if (registeredPlayers >= maxPlayers) return 'full';
  return 'open';
}

export const registrationStateMessageKeys: Readonly<Record<RegistrationState, MessageKey>> = {
  open: 'challenge.registration.open',
  alreadyRegistered: 'challenge.registration.alreadyRegistered',
  full: 'challenge.registration.full',
};

/**
 * Whether a challenge can still be joined at `now`. Upcoming: yes. Current (spec §4): for 24 h from
 * its start, the window being [start, start + 24 h). Finished: no.
 */
export function isJoinable(status: ChallengeStatus, startTime: Instant, now: Instant): boolean {
  if (status === challengeStatus.upcoming) return true;
  if (status === challengeStatus.finished) return false;
  const sinceStart = toEpochMs(now) - toEpochMs(startTime);
  return sinceStart < timersMs.joinWindow;
}

/** spec §3: a gameLimit of 0 or missing means unlimited games per player. */
export type GamesPerPlayer =
  { readonly kind: 'unlimited' } | { readonly kind: 'limited'; readonly games: number };

export function gamesPerPlayer(gameLimit: number | null | undefined): GamesPerPlayer {
  return gameLimit !== null && gameLimit !== undefined && gameLimit > 0
    ? { kind: 'limited', games: gameLimit }
    : { kind: 'unlimited' };
}
