// Automatic void (issue 16, docs/decisions/0029-void-and-refund.md): the rules that void a challenge
// that cannot fairly run, so that every entry fee is refunded once. Pure: the server measures, these decide.
import { toEpochMs, type Instant } from '../time/instant';

/** Why a challenge was voided: two automatic rules and an operator's cancel (decision 0021). */
export const voidReasons = ['too_few_players', 'provider_unreachable', 'operator_cancel'] as const;
export type VoidReason = (typeof voidReasons)[number];

/** The reasons players see on the card and the challenge page (an operator's cancel stays hidden). */
export const publicVoidReasons = ['too_few_players', 'provider_unreachable'] as const;
export type PublicVoidReason = (typeof publicVoidReasons)[number];

export function isVoidReason(value: unknown): value is VoidReason {
  return typeof value === 'string' && (voidReasons as readonly string[]).includes(value);
}

export function isPublicVoidReason(value: unknown): value is PublicVoidReason {
  return typeof value === 'string' && (publicVoidReasons as readonly string[]).includes(value);
}

/** A challenge's minimum participants at its start when the operator sets none. */
export const defaultMinimumParticipants = 2;

/** The longest time one provider check speaks for; a longer gap (no polling) is unknown, so reachable. */
export const providerCheckMaxSpanMs = 5 * 60_000;

/** Voided when the provider was unreachable for more than this share of the window: 1/4 (25 %). */
export const providerUnreachableMaxShare = { numerator: 1, denominator: 4 } as const;

/** At the start: fewer registered players than the challenge's minimum voids it. */
export function tooFewParticipants(registeredPlayers: number, minimumParticipants: number): boolean {
  return registeredPlayers < minimumParticipants;
}

/**
 * The time one check of the provider stands for: from the previous check (or the start, for the first) to
 * `now`, never more than providerCheckMaxSpanMs, never before the start, never negative.
 */
export function providerCheckSpanMs(input: {
  startTime: Instant;
  previousCheck: Instant | null;
  now: Instant;
}): number {
  const start = toEpochMs(input.startTime);
  const from = input.previousCheck === null ? start : Math.max(start, toEpochMs(input.previousCheck));
  return Math.min(Math.max(toEpochMs(input.now) - from, 0), providerCheckMaxSpanMs);
}

/** At the end, before ranking: unreachable for more than 25 % of the window voids it (exactly 25 % does not). */
export function providerUnreachableTooLong(input: {
  unreachableMs: number;
  startTime: Instant;
  endTime: Instant;
}): boolean {
  const windowMs = toEpochMs(input.endTime) - toEpochMs(input.startTime);
  const { numerator, denominator } = providerUnreachableMaxShare;
  return input.unreachableMs * denominator > windowMs * numerator;
}
