import type { MessageKey } from '../messages';

export type TransactionStatusDisplay = 'completed' | 'pending' | 'refunded';

/**
 * spec §3, §4: a transaction shows completed, or pending for any other status, with one addition of
 * ours (issue 10: "each withdrawal moving from pending to completed (or refunded)"): the server marks a
 * withdrawal whose payout failed or was rejected 'failed' when it gives the crystals back
 * (docs/decisions/0018), and a player reads that as refunded, not as still pending.
 */
export function transactionStatusDisplay(status: string | null | undefined): TransactionStatusDisplay {
  if (status === 'completed') return 'completed';
  return status === 'failed' ? 'refunded' : 'pending';
}

export const transactionStatusMessageKeys: Readonly<Record<TransactionStatusDisplay, MessageKey>> = {
  completed: 'transaction.status.completed',
  pending: 'transaction.status.pending',
  refunded: 'transaction.status.refunded',
};

/** spec §3: the transaction types the history filter knows by name; others are shown as they come. */
export const knownTransactionTypes = ['withdrawal', 'withdrawal_refund', 'crystal_exchange'] as const;
