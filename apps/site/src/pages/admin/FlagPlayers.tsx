import type { FlagPlayer } from '@arena/contract';
import { AdminBlock, AdminLtr, Badge, DataTable } from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { flagPlayerPath } from './flag-words';

/**
 * The players a fair-play flag names (issue 30): name (a link to their page), email kept left to right,
 * and their status: blocked or active, and "Payouts held" once a resolution holds their payouts.
 */
export function FlagPlayers({ players }: { players: readonly FlagPlayer[] }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<FlagPlayer>[] = [
    {
      id: 'name',
      header: t('admin.flags.players.name'),
      fullText: (row) => row.name,
      cell: (row) => (
        <Link to={flagPlayerPath(row.id)}>
          <bdi>{row.name}</bdi>
        </Link>
      ),
    },
    {
      id: 'email',
      header: t('admin.flags.players.email'),
      fullText: (row) => row.email,
      cell: (row) => <AdminLtr>{row.email}</AdminLtr>,
    },
    {
      id: 'status',
      header: t('admin.flags.players.status'),
      width: 13,
      cell: (row) => (
        <span css={{ display: 'inline-flex', gap: '0.375rem', flexWrap: 'wrap' }}>
          {row.blocked ? (
            <Badge tone="danger">{t('admin.players.status.blocked')}</Badge>
          ) : (
            <Badge tone="success">{t('admin.players.status.active')}</Badge>
          )}
          {row.payoutsHeld ? <Badge tone="warning">{t('admin.flags.players.payoutsHeld')}</Badge> : null}
        </span>
      ),
    },
  ];
  return (
    <AdminBlock title={t('admin.flags.players.label')} labelled={false}>
      <DataTable
        label={t('admin.flags.players.label')}
        columns={columns}
        rows={players}
        getRowId={(row) => row.id}
        status="ready"
        labels={{ emptyTitle: t('admin.flags.players.empty') }}
      />
    </AdminBlock>
  );
}
