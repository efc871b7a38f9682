import type { AdminPayout, WithdrawalStatus } from '@arena/contract';
import { formatUsdCents, isolate } from '@arena/domain';
import { AdminLtr, AdminMuted, Badge, DataTableRowActions } from '@arena/ui';
import type { BadgeTone, DataTableColumn, MenuItem } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../store/money-format';
import { playerColumn, useDateTime } from './players-shared';

const statusTone: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'accent',
  completed: 'success',
  failed: 'danger',
  rejected: 'danger',
};

/** The payout's words: its amount (crystals and dollars) and where the money goes. */
export function usePayoutWords() {
  const { t } = useTranslation();
  const crystalsOf = (row: AdminPayout) =>
    t('admin.payouts.crystals', { formatted: formatCount(row.crystals) });
  return {
    crystalsOf,
    amountOf: (row: AdminPayout) => `${crystalsOf(row)} (${formatUsdCents(row.usdCents)})`,
    destinationOf: (row: AdminPayout) =>
      row.method === 'card' && row.card
        ? t('admin.payouts.card', { brand: row.card.brand, last4: row.card.last4 })
        : (row.paymentEmail ?? ''),
  };
}

export interface PayoutActions {
  /** The operator signed in: the first approver cannot give the second. */
  me: string | null;
  /** A decision is on its way: approving and rejecting wait. */
  busy: boolean;
  onApprove: (row: AdminPayout) => void;
  onReject: (row: AdminPayout) => void;
  onHistory: (row: AdminPayout) => void;
}

/**
 * The queue's columns (issue 34: every one fits at 1280 px and wider): the player, when, the amount
 * whole (crystals over dollars), the method and destination, the status (and who approved first), and
 * one Actions menu per row: Approve (or the second approval), Reject, History.
 */
export function usePayoutColumns(actions: PayoutActions): DataTableColumn<AdminPayout>[] {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { crystalsOf, amountOf, destinationOf } = usePayoutWords();
  const awaiting = (row: AdminPayout) =>
    row.status === 'pending' && row.firstApproval
      ? t('admin.payouts.awaitingSecond', { name: isolate(row.firstApproval.operatorName) })
      : '';
  const items = (row: AdminPayout): MenuItem[] => [
    ...(row.status === 'pending'
      ? [
          {
            id: 'approve',
            label: t(row.firstApproval ? 'admin.payouts.approveSecond' : 'admin.payouts.approve'),
            // The first approver cannot give the second (the server refuses it too).
            disabled:
              actions.busy || (row.firstApproval !== null && row.firstApproval.operatorId === actions.me),
            onSelect: () => actions.onApprove(row),
          },
          {
            id: 'reject',
            label: t('admin.payouts.reject'),
            tone: 'danger' as const,
            disabled: actions.busy,
            onSelect: () => actions.onReject(row),
          },
        ]
      : []),
    { id: 'history', label: t('admin.payouts.history'), onSelect: () => actions.onHistory(row) },
  ];
  return [
    playerColumn(t('admin.payouts.table.player')),
    {
      id: 'requested',
      header: t('admin.payouts.table.requested'),
      value: (row) => row.createdAt,
      cell: (row) => dateTime(row.createdAt),
      numeric: true,
      width: 7.5,
    },
    {
      id: 'amount',
      header: t('admin.payouts.table.amount'),
      value: (row) => row.crystals,
      cell: (row) => (
        <>
          <AdminLtr>{crystalsOf(row)}</AdminLtr>
          <br />
          <AdminMuted>
            <AdminLtr>{formatUsdCents(row.usdCents)}</AdminLtr>
          </AdminMuted>
        </>
      ),
      numeric: true,
      width: 7.5,
    },
    {
      id: 'method',
      header: t('admin.payouts.table.method'),
      fullText: (row) => `${t(`admin.payouts.method.${row.method}`)} ${destinationOf(row)}`,
      cell: (row) => (
        <>
          {t(`admin.payouts.method.${row.method}`)}
          <br />
          <AdminLtr>{destinationOf(row)}</AdminLtr>
        </>
      ),
    },
    {
      id: 'status',
      header: t('admin.payouts.table.status'),
      width: 8,
      fullText: (row) => [t(`admin.payouts.status.${row.status}`), awaiting(row)].filter(Boolean).join(': '),
      cell: (row) => (
        <>
          <Badge tone={statusTone[row.status]}>{t(`admin.payouts.status.${row.status}`)}</Badge>
          {awaiting(row) ? (
            <>
              <br />
              <AdminMuted>{awaiting(row)}</AdminMuted>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('admin.payouts.table.actions'),
      width: 7.5,
      cell: (row) => <DataTableRowActions name={`${row.userName}, ${amountOf(row)}`} items={items(row)} />,
    },
  ];
}
