// Fixtures for stories and tests only (not exported from the package); fixed dates, no clock.
import type { TransactionCardLabels } from './TransactionCard';
import type { TransactionItem } from './TransactionList';

export const englishCardLabels: TransactionCardLabels = {
  status: { completed: 'Completed', pending: 'Pending', refunded: 'Refunded' },
  balanceAfter: 'Balance after',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
};

export const englishTransactions: TransactionItem[] = [
  {
    id: 't1',
    typeLabel: 'Purchase',
    description: '3 GCoins pack (first purchase doubled)',
    amount: 6,
    currency: 'gcoin',
    amountLabel: 'Received 6 GCoins',
    balanceAfter: 6,
    date: '12 Mar 2026, 14:05',
    dateTime: '2026-03-12T14:05:00Z',
    status: 'completed',
    metadata: [
      { key: 'order', label: 'Order id', value: '5O190127TN364715T' },
      { key: 'price', label: 'Price', value: '14.86 USD' },
    ],
  },
  {
    id: 't2',
    typeLabel: 'Crystal exchange',
    description: 'Exchanged 825 crystals for 3 GCoins',
    amount: -825,
    currency: 'crystal',
    amountLabel: 'Spent 825 crystals',
    balanceAfter: 1175,
    date: '10 Mar 2026, 09:12',
    dateTime: '2026-03-10T09:12:00Z',
    status: 'completed',
  },
  {
    id: 't3',
    typeLabel: 'Withdrawal',
    description: 'Payout to player@example.com',
    amount: -1000,
    currency: 'crystal',
    amountLabel: 'Withdrew 1,000 crystals',
    balanceAfter: 2000,
    date: '2 Mar 2026, 18:40',
    dateTime: '2026-03-02T18:40:00Z',
    status: 'pending',
    metadata: [{ key: 'email', label: 'Payment email', value: 'player@example.com' }],
  },
];

export const arabicCardLabels: TransactionCardLabels = {
  status: { completed: 'مكتملة', pending: 'قيد الانتظار', refunded: 'مُسترد' },
  balanceAfter: 'الرصيد بعدها',
  showDetails: 'عرض التفاصيل',
  hideDetails: 'إخفاء التفاصيل',
};

export const arabicTransactions: TransactionItem[] = [
  {
    id: 'a1',
    typeLabel: 'شراء',
    description: 'باقة 3 عملات جي (أول شراء مضاعف)',
    amount: 6,
    currency: 'gcoin',
    amountLabel: 'استلمت 6 عملات جي',
    balanceAfter: 6,
    date: '12 مارس 2026، 14:05',
    dateTime: '2026-03-12T14:05:00Z',
    status: 'completed',
    metadata: [{ key: 'order', label: 'رقم الطلب', value: '5O190127TN364715T' }],
  },
  {
    id: 'a2',
    typeLabel: 'سحب',
    description: 'تحويل إلى player@example.com',
    amount: -1000,
    currency: 'crystal',
    amountLabel: 'سحبت 1,000 كريستالة',
    balanceAfter: 2000,
    date: '2 مارس 2026، 18:40',
    dateTime: '2026-03-02T18:40:00Z',
    status: 'pending',
  },
];
