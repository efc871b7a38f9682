import { formatUsdCents } from '@arena/domain';
import type { TFunction } from 'i18next';

type Described = {
  transactionType: string;
  description: string;
  amount: number;
  metadata?: Readonly<Record<string, unknown>>;
};

const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * The server writes descriptions in English; known movements are told again in the reader's language from
 * their metadata (the same facts), anything else keeps the server's words.
 */
export function describeTransaction(item: Described, t: TFunction): string {
  const meta = item.metadata ?? {};
  switch (item.transactionType) {
    case 'purchase': {
      const gCoins = whole(meta.gCoins);
      const price = whole(meta.priceCents);
      return gCoins !== null && price !== null
        ? t('transaction.describe.purchase', { count: gCoins, price: formatUsdCents(price) })
        : item.description;
    }
    case 'purchase_bonus':
      return t('transaction.describe.purchaseBonus', { count: Math.abs(item.amount) });
    case 'crystal_exchange': {
      const crystals = whole(meta.crystals);
      const gCoins = whole(meta.gCoins);
      return crystals !== null && gCoins !== null
        ? t('transaction.describe.exchange', { count: gCoins, crystals })
        : item.description;
    }
    case 'entry_fee': {
      const gCoins = whole(meta.gCoins);
      return gCoins !== null ? t('transaction.describe.entryFee', { count: gCoins }) : item.description;
    }
    case 'prize': {
      const crystals = whole(meta.crystals);
      return crystals !== null ? t('transaction.describe.prize', { count: crystals }) : item.description;
    }
    default:
      return item.description;
  }
}
