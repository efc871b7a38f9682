// Typed failures of the ledger. Each is thrown inside the movement's database transaction, so the
// whole movement rolls back and nothing is written; routes turn them into client messages.
import type { Currency } from './accounts';

/** A guarded decrement found too little money: the wallet would go negative. */
export class InsufficientFunds extends Error {
  override name = 'InsufficientFunds';
  constructor(
    readonly userId: string,
    readonly currency: Currency,
    /** The amount the posting tried to take (positive). */
    readonly required: number,
    /** The balance the wallet holds. */
    readonly available: number,
  ) {
    super(`Insufficient ${currency} balance: ${required} required, ${available} available`);
  }
}

/** An idempotency key already used by a different movement (another type or another user). */
export class IdempotencyConflict extends Error {
  override name = 'IdempotencyConflict';
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key ${idempotencyKey} was already used by a different movement`);
  }
}

/** A programming error: lines that do not balance, a zero or fractional amount, no lines at all. */
export class InvalidPosting extends Error {
  override name = 'InvalidPosting';
}
