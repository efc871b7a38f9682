import type { PlayerWithdrawal } from '@arena/contract';
import { cardBrandNames, formatUsdCents } from '@arena/domain';
import { WithdrawalTimeline, type WithdrawalTimelineItem } from '@arena/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../data/useLoad';
import { useApi } from '../../session/ApiContext';
import { formatCount } from '../store/money-format';

const brandNames: Readonly<Record<string, string>> = cardBrandNames;

/**
 * Issue 34: the wallet's timeline of the player's recent withdrawals (GET /api/withdrawal/recent), each
 * with its USD value, where it goes and the moment of each step. Nothing shows until there is one; it
 * loads again (keeping what it shows meanwhile) each time `withdrawals` counts a new one.
 */
export function RecentWithdrawals({ withdrawals = 0 }: { withdrawals?: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  // An async function: a call that throws at once fails the load instead of the page.
  const loaded = useLoad('recent-withdrawals', async () => (await api.recentWithdrawals()).data);
  const { reload } = loaded;
  useEffect(() => {
    if (withdrawals > 0) reload();
  }, [withdrawals, reload]);

  if (loaded.status === 'loading') return null;
  if (loaded.status === 'error') return <WithdrawalTimeline withdrawals={[]} loadFailed onRetry={reload} />;
  if (loaded.data.length === 0) return null;

  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const moment = (iso: string | null) =>
    iso === null ? null : { label: dates.format(new Date(iso)), dateTime: iso };
  const destination = (row: PlayerWithdrawal) =>
    row.paymentEmail ??
    (row.card
      ? t('wallet.withdrawal.confirm.cardEnding', {
          brand: brandNames[row.card.brand.toLowerCase()] ?? row.card.brand,
          last4: row.card.last4,
        })
      : t('wallet.withdrawal.confirm.card'));
  const items = loaded.data.map((row): WithdrawalTimelineItem => ({
    id: row.id,
    crystals: row.crystals,
    usd: formatUsdCents(row.usdCents),
    destination: destination(row),
    status: row.status,
    requestedAt: { label: dates.format(new Date(row.createdAt)), dateTime: row.createdAt },
    decidedAt: moment(row.decidedAt),
    paidAt: moment(row.completedAt),
    refundedAt: moment(row.refundedAt),
    reason: row.reason,
  }));
  return <WithdrawalTimeline withdrawals={items} format={formatCount} />;
}
