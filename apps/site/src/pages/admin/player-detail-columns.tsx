import type {
  AdminGameAccount,
  AdminLedgerEntry,
  AdminUserChallenge,
  AdminUserDevice,
} from '@arena/contract';
import { AdminLtr, Button } from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../store/money-format';
import { describeTransaction } from '../wallet/describe-transaction';
import { LedgerType } from './LabelledCode';
import { useDateTime } from './players-shared';

/**
 * The player page's four tables' columns: linked game accounts (Release on a linked Supercell tag),
 * ledger, challenges and devices.
 */
export function usePlayerColumns(onRelease: (account: { id: string; name: string }) => void) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const accountColumns: DataTableColumn<AdminGameAccount>[] = [
    {
      id: 'account',
      header: t('admin.players.columns.account'),
      cell: (row) => (
        <span>
          <bdi>{row.displayName}</bdi>
          <br />
          {row.games.join(', ')}
        </span>
      ),
    },
    {
      id: 'externalId',
      header: t('admin.players.columns.externalId'),
      cell: (row) => <AdminLtr>{row.externalId}</AdminLtr>,
    },
    {
      id: 'status',
      header: t('admin.players.columns.status'),
      cell: (row) =>
        row.linked
          ? t('admin.players.detail.linked', { date: dateTime(row.linkedAt) })
          : `${t('admin.players.detail.unlinked', { date: dateTime(row.unlinkedAt) })}${row.unlinkReason ? ` · ${row.unlinkReason}` : ''}`,
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: (row) =>
        row.linked && row.provider === 'supercell' ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={`${t('admin.players.detail.release')}: ${row.externalId}`}
            onClick={() => onRelease({ id: row.id, name: row.externalId })}
          >
            {t('admin.players.detail.release')}
          </Button>
        ) : null,
    },
  ];
  const signed = (amount: number) => (amount > 0 ? `+${formatCount(amount)}` : formatCount(amount));
  const ledgerColumns: DataTableColumn<AdminLedgerEntry>[] = [
    {
      id: 'date',
      header: t('admin.players.columns.date'),
      value: (row) => row.createdAt,
      cell: (row) => dateTime(row.createdAt),
      numeric: true,
    },
    {
      id: 'type',
      header: t('admin.players.columns.type'),
      value: (row) => row.type,
      cell: (row) => <LedgerType type={row.type} />,
    },
    {
      id: 'description',
      header: t('admin.players.columns.description'),
      // The movement told in the reader's words from its facts, as the player's own history does.
      cell: (row) =>
        describeTransaction(
          {
            transactionType: row.type,
            description: row.description,
            amount: row.crystals || row.gCoins,
            metadata: row.metadata,
          },
          t,
        ),
    },
    {
      id: 'gCoins',
      header: t('admin.players.columns.gCoins'),
      value: (row) => row.gCoins,
      cell: (row) => <AdminLtr>{signed(row.gCoins)}</AdminLtr>,
      numeric: true,
    },
    {
      id: 'crystals',
      header: t('admin.players.columns.crystals'),
      value: (row) => row.crystals,
      cell: (row) => <AdminLtr>{signed(row.crystals)}</AdminLtr>,
      numeric: true,
    },
    {
      id: 'status',
      header: t('admin.players.columns.status'),
      cell: (row) =>
        row.status === 'completed' || row.status === 'pending' || row.status === 'refunded'
          ? t(`transaction.status.${row.status}`)
          : row.status,
    },
  ];
  const challengeColumns: DataTableColumn<AdminUserChallenge>[] = [
    {
      id: 'challenge',
      header: t('admin.players.columns.challenge'),
      value: (row) => row.title,
      cell: (row) => <bdi>{row.title}</bdi>,
    },
    { id: 'game', header: t('admin.players.columns.game'), cell: (row) => row.gameName },
    {
      id: 'date',
      header: t('admin.players.columns.date'),
      value: (row) => row.enrolledAt,
      cell: (row) => dateTime(row.enrolledAt),
      numeric: true,
    },
    {
      id: 'rank',
      header: t('admin.players.columns.rank'),
      cell: (row) => (row.rank === null ? '' : String(row.rank)),
      numeric: true,
    },
    {
      id: 'score',
      header: t('admin.players.columns.score'),
      value: (row) => row.score + row.bonusScore,
      cell: (row) => formatCount(row.score + row.bonusScore),
      numeric: true,
    },
  ];
  const deviceColumns: DataTableColumn<AdminUserDevice>[] = [
    {
      id: 'device',
      header: t('admin.players.columns.device'),
      cell: (row) => <AdminLtr>{row.deviceId}</AdminLtr>,
    },
    {
      id: 'firstSeen',
      header: t('admin.players.columns.firstSeen'),
      cell: (row) => dateTime(row.firstSeenAt),
      numeric: true,
    },
    {
      id: 'lastSeen',
      header: t('admin.players.columns.lastSeen'),
      value: (row) => row.lastSeenAt,
      cell: (row) => dateTime(row.lastSeenAt),
      numeric: true,
    },
    {
      id: 'sessions',
      header: t('admin.players.columns.sessions'),
      cell: (row) => formatCount(row.sessions),
      numeric: true,
    },
  ];
  return { accountColumns, ledgerColumns, challengeColumns, deviceColumns };
}
