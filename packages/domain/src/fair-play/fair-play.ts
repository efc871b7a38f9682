// Fair-play signals and flags (issue 30, docs/decisions/0050-fair-play-signals-and-flags.md): the pure
// rules the server's signal queries and flag writes follow. A signal is an observation "these accounts
// share this value"; it creates or extends one open flag, and never repeats evidence already recorded.

/** What links accounts. `deposit_withdrawal` names one account: a deposit at once followed by a withdrawal. */
export const fairPlaySignals = [
  'device',
  'address',
  'payout_email',
  'card_fingerprint',
  'referral',
  'deposit_withdrawal',
] as const;
export type FairPlaySignal = (typeof fairPlaySignals)[number];

/** Two accounts signing in from one public address within this many hours share it. */
export const sharedAddressWindowHours = 24;
/** A withdrawal asked for within this many minutes of a deposit is a signal. */
export const depositWithdrawalWindowMinutes = 60;

/** How an operator resolves a flag. */
export const flagResolutions = ['dismiss', 'hold_payouts', 'block'] as const;
export type FlagResolution = (typeof flagResolutions)[number];

/** The fewest accounts an observation of the signal names before it means anything. */
export function minimumAccounts(signal: FairPlaySignal): number {
  return signal === 'deposit_withdrawal' ? 1 : 2;
}

/** One observation: these accounts share this value (or, for deposit_withdrawal, this one account did it). */
export interface FairPlayObservation {
  readonly signal: FairPlaySignal;
  /** The shared value in a safe form: a device id, an address, an e-mail, a provider's card fingerprint … */
  readonly value: string;
  readonly userIds: readonly string[];
  readonly firstSeen: Date;
  readonly lastSeen: Date;
  /** How many times it was seen (sign-ins, withdrawals, cards …), as counted by the query. */
  readonly count: number;
}

/** Evidence already recorded, in an open or a resolved flag. */
export interface RecordedEvidence {
  readonly flagId: string;
  readonly signal: FairPlaySignal;
  readonly value: string;
  readonly userIds: readonly string[];
}

export interface OpenFlag {
  readonly id: string;
  readonly userIds: readonly string[];
}

export type ObservationPlan =
  | { readonly kind: 'ignore' }
  /** Already recorded with these accounts: only its last seen and count move (the flag stays as it is). */
  | { readonly kind: 'refresh'; readonly flagId: string }
  /** Added to this open flag: its accounts and evidence grow. */
  | { readonly kind: 'extend'; readonly flagId: string }
  | { readonly kind: 'create' };

/**
 * What an observation does: nothing when it names too few accounts; a refresh when a flag (open or
 * resolved: a dismissed observation does not come back) already holds this value with all these
 * accounts; else it extends the first open flag naming any of them (flags are passed oldest first); else
 * a new flag.
 */
export function planObservation(
  observation: FairPlayObservation,
  recorded: readonly RecordedEvidence[],
  openFlags: readonly OpenFlag[],
): ObservationPlan {
  const accounts = new Set(observation.userIds);
  if (accounts.size < minimumAccounts(observation.signal)) return { kind: 'ignore' };
  const covering = recorded.find(
    (evidence) =>
      evidence.signal === observation.signal &&
      evidence.value === observation.value &&
      [...accounts].every((id) => evidence.userIds.includes(id)),
  );
  if (covering) return { kind: 'refresh', flagId: covering.flagId };
  const open = openFlags.find((flag) => flag.userIds.some((id) => accounts.has(id)));
  return open ? { kind: 'extend', flagId: open.id } : { kind: 'create' };
}

/** A payout e-mail as the signal compares it: trimmed, lower case, no trailing dot. */
export function payoutEmailKey(email: string): string {
  return email.trim().toLowerCase().replace(/\.+$/, '');
}
