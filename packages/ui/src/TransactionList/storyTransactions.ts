// Fixtures for stories and tests only (not exported from the package); fixed dates, no clock. The cards say
// their own words (type names, statuses, amounts read out); a description is the page's, in its language.
import type { TransactionItem } from './TransactionList';

export const englishTransactions: TransactionItem[] = [
  {
    id: 't1',
    type: 'purchase',
    description: '3 GCoins pack (first purchase doubled)',
    amount: 6,
    currency: 'gcoin',
    balanceAfter: 6,
    date: '12 Mar 2026, 14:05',
    dateTime: '2026-03-12T14:05:00Z',
    status: 'completed',
    metadata: [
      { key: 'paymentKey', value: '5O190127TN364715T' },
      { key: 'method', value: 'paypal' },
    ],
  },
  {
    id: 't2',
    type: 'crystal_exchange',
    description: 'Exchanged 825 crystals for 3 GCoins',
    amount: -825,
    currency: 'crystal',
    balanceAfter: 1175,
    date: '10 Mar 2026, 09:12',
    dateTime: '2026-03-10T09:12:00Z',
    status: 'completed',
  },
  {
    id: 't3',
    type: 'withdrawal',
    description: 'Payout to player@example.com',
    amount: -1000,
    currency: 'crystal',
    balanceAfter: 2000,
    date: '2 Mar 2026, 18:40',
    dateTime: '2026-03-02T18:40:00Z',
    status: 'pending',
    metadata: [{ key: 'paymentEmail', value: 'player@example.com' }],
  },
];

/** The same movements with descriptions in another language, e.g. ['باقة…', 'تحويل…']. */
const translated = (date: string, descriptions: readonly [string, string]): TransactionItem[] => [
  { ...englishTransactions[0]!, id: 'x1', description: descriptions[0], date },
  { ...englishTransactions[2]!, id: 'x2', description: descriptions[1], date },
];

export const arabicTransactions = translated('12 مارس 2026، 14:05', [
  'باقة 3 GCoins (أول شراء مضاعف)',
  'تحويل إلى player@example.com',
]);

export const hindiTransactions = translated('12 मार्च 2026, 14:05', [
  '3 GCoins पैक (पहली ख़रीद दोगुनी)',
  'player@example.com को भुगतान',
]);

export const urduTransactions = translated('12 مارچ 2026، 14:05', [
  '3 GCoins پیک (پہلی خریداری دوگنی)',
  'player@example.com کو ادائیگی',
]);
