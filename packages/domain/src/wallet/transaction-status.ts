import type { MessageKey } from '../messages';

export type TransactionStatusDisplay = 'completed' | 'pending';

/** spec §3, §4: a transaction shows completed, or pending for any other status. */
export function transactionStatusDisplay(status: string | null | undefined): TransactionStatusDisplay {
  return status === 'completed' ? 'completed' : 'pending';
}

export const transactionStatusMessageKeys: Readonly<Record<TransactionStatusDisplay, MessageKey>> = {
  completed: 'transaction.status.completed',
  pending: 'transaction.status.pending',
};

/** spec §3: the transaction types the history filter knows by name; others are shown as they come. */
export const knownTransactionTypes = ['withdrawal', 'withdrawal_refund', 'crystal_exchange'] as const;
