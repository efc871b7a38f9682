import type { TFunction } from 'i18next';

// The ledger's transaction types in the operator's language (issue 34): the console's ledger showed raw keys
// (`entry_fee`, `withdrawal_refund`). Each type the server writes (journal_transactions' CHECK, migrations
// 0005 and 0020; @arena/contract ledgerTransactionTypes) has a name under `transaction.type.*` in all four
// locale files (admin-labels.test.ts); the raw type stays beside it for operators who search by it.

const typeShape = /^[a-z][a-z_]*$/;

/** A ledger type's name, e.g. 'entry_fee' → 'Entry fee'; a type without a name shows as it comes. */
export function ledgerTypeLabel(type: string, t: TFunction): string {
  if (!typeShape.test(type)) return type;
  return t(`transaction.type.${type}`, { defaultValue: type });
}
