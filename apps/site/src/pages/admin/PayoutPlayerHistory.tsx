import type { AdminPayout } from '@arena/contract';
import { AdminPlayerHistory } from '@arena/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../data/useLoad';
import { useApi } from '../../session/ApiContext';
import { formatCount } from '../store/money-format';
import { adminPaths } from './admin-paths';
import { useDateTime, useFailureText } from './players-shared';

/** The player's latest ledger transactions beside the queue (GET /api/admin/users/{id}). */
export function PayoutPlayerHistory({
  payout,
  headingRef,
  onClose,
}: {
  payout: AdminPayout;
  /** The panel's heading, focused when the panel opens (it may open below the queue). */
  headingRef?: Ref<HTMLHeadingElement>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const player = useLoad(`payout-player:${payout.userId}`, () => api.adminUser(payout.userId));
  const signed = (amount: number) => (amount > 0 ? `+${formatCount(amount)}` : formatCount(amount));
  return (
    <AdminPlayerHistory
      name={payout.userName}
      email={payout.userEmail}
      status={player.status}
      {...(player.status === 'error' ? { error: failure(player.error, 'adminUser') } : {})}
      {...(headingRef ? { headingRef } : {})}
      entries={
        player.status === 'ready'
          ? player.data.data.ledger.slice(0, 10).map((entry) => ({
              id: entry.id,
              description: entry.description,
              when: dateTime(entry.createdAt),
              amounts: [
                ...(entry.crystals !== 0
                  ? [t('admin.payouts.crystals', { formatted: signed(entry.crystals) })]
                  : []),
                ...(entry.gCoins !== 0
                  ? [`${signed(entry.gCoins)} ${t('admin.players.columns.gCoins')}`]
                  : []),
              ],
            }))
          : []
      }
      openLink={
        <Link to={`${adminPaths.players}/${encodeURIComponent(payout.userId)}`}>
          {t('admin.payouts.player.open')}
        </Link>
      }
      onClose={onClose}
    />
  );
}
