import { formatCount } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../CurrencyAmount';

// The transaction history's own words in the reader's language (transaction.* and transactions.* in the
// locale files): the cards, the list and the filters say these themselves and take data (decision 0056).

export type TransactionStatus = 'completed' | 'pending' | 'refunded';

/** The filter's value that stands for every type (the transactions machine's allTransactionTypes). */
export const allTransactionTypes = 'all';

/** A type's name, e.g. 'crystal_exchange' → 'Crystal exchange'; a type not in the locale files reads as it is. */
export function useTransactionTypeName(): (type: string) => string {
  const { t, i18n } = useTranslation();
  return (type) =>
    type === allTransactionTypes
      ? t('transactions.allTypes')
      : i18n.exists(`transaction.type.${type}`)
        ? t(`transaction.type.${type}`)
        : type.replaceAll('_', ' ');
}

export interface TransactionCardWords {
  type: (type: string) => string;
  /** The signed amount read out, e.g. (−825, 'crystal') → '−825 crystals'. */
  amount: (amount: number, currency: Currency) => string;
  status: Record<TransactionStatus, string>;
  balanceAfter: string;
  showDetails: string;
  hideDetails: string;
  /** A ledger fact's name (issue 34), e.g. 'paymentKey' → 'Payment reference'; an unknown key as it is. */
  metadataKey: (key: string) => string;
  /** Its value: a payment method by name ('paypal' → 'Payment email'), anything else as it is. */
  metadataValue: (key: string, value: string) => string;
}

export function useTransactionCardWords(
  format: (amount: number) => string = formatCount,
): TransactionCardWords {
  const { t } = useTranslation();
  const type = useTransactionTypeName();
  return {
    type,
    amount: (amount, currency) =>
      t(currency === 'crystal' ? 'wallet.crystalsAmount' : 'wallet.gCoinsAmount', {
        count: Math.abs(amount),
        formatted: `${amount < 0 ? '\u2212' : '+'}${format(Math.abs(amount))}`,
      }),
    status: {
      completed: t('transaction.status.completed'),
      pending: t('transaction.status.pending'),
      refunded: t('transaction.status.refunded'),
    },
    balanceAfter: t('transactions.balanceAfter'),
    showDetails: t('transactions.showDetails'),
    hideDetails: t('transactions.hideDetails'),
    metadataKey: (key) => t(`transactions.metadata.${key}`, { defaultValue: key }),
    metadataValue: (key, value) =>
      key === 'method' && (value === 'paypal' || value === 'card')
        ? t(`transactions.methods.${value}`)
        : value,
  };
}
