import { formatUsdCents, isolate, isPublicVoidReason } from '@arena/domain';
import type { TFunction } from 'i18next';
import { formatCount } from '../store/money-format';

type Described = {
  transactionType: string;
  description: string;
  amount: number;
  metadata?: Readonly<Record<string, unknown>>;
};

const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** People's words inside a translated sentence are bidi-isolated (packages/domain isolate()). */
const isolatedText = (value: unknown): string | null => {
  const found = text(value);
  return found === null ? null : isolate(found);
};

const withdrawalKeys = {
  withdrawal: {
    paypal: 'wallet.withdrawal.describe.paypal',
    card: 'wallet.withdrawal.describe.card',
    other: 'wallet.withdrawal.describe.other',
  },
  withdrawal_refund: {
    paypal: 'wallet.withdrawal.describe.refundPaypal',
    card: 'wallet.withdrawal.describe.refundCard',
    other: 'wallet.withdrawal.describe.refundOther',
  },
} as const;

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
      const title = isolatedText(meta.challengeTitle);
      if (gCoins === null) return item.description;
      // Challenge titles are the operator's words: they stay as written, bidi-isolated in the sentence.
      return title !== null
        ? t('transaction.describe.entryFeeFor', { count: gCoins, title })
        : t('transaction.describe.entryFee', { count: gCoins });
    }
    case 'prize': {
      const crystals = whole(meta.crystals);
      const title = isolatedText(meta.challengeTitle);
      const rank = whole(meta.rank);
      if (crystals === null) return item.description;
      if (title !== null && rank !== null) {
        return t('transaction.describe.prizeForRank', { count: crystals, title, rank });
      }
      return title !== null
        ? t('transaction.describe.prizeFor', { count: crystals, title })
        : t('transaction.describe.prize', { count: crystals });
    }
    case 'refund': {
      // A cancelled or voided challenge's entry fee back (apps/server/src/challenges/void-challenge.ts): a
      // void by the lifecycle says why (metadata.voidReason, decision 0029).
      const gCoins = whole(meta.gCoins);
      const title = isolatedText(meta.challengeTitle);
      if (gCoins === null) return item.description;
      if (title !== null && isPublicVoidReason(meta.voidReason)) {
        return t(`challengeVoid.refundFor.${meta.voidReason}`, { count: gCoins, title });
      }
      return title !== null
        ? t('transaction.describe.refundFor', { count: gCoins, title })
        : t('transaction.describe.refund', { count: gCoins });
    }
    case 'referral_reward': {
      // apps/server/src/referrals/referral-claims.ts writes claimNumber and xp; the amount is the crystals.
      const claimNumber = whole(meta.claimNumber);
      const xp = whole(meta.xp);
      return claimNumber !== null && xp !== null
        ? t('transaction.describe.referralReward', {
            number: claimNumber,
            crystals: formatCount(Math.abs(item.amount)),
            xp: formatCount(xp),
          })
        : item.description;
    }
    case 'withdrawal':
    case 'withdrawal_refund': {
      // The server writes `method` (paypal | card) and `crystals` (apps/server/src/withdrawals).
      const crystals = whole(meta.crystals);
      if (crystals === null) return item.description;
      const method = meta.method === 'paypal' || meta.method === 'card' ? meta.method : null;
      const key = withdrawalKeys[item.transactionType][method ?? 'other'];
      return t(key, { formatted: formatCount(crystals) });
    }
    default:
      return item.description;
  }
}
