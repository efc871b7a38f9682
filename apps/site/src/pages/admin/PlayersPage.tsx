import { adminUsersPageSize } from '@arena/contract';
import type { AdminUserSummary } from '@arena/contract';
import { AdminLtr, AdminSectionHeading, AdminStack, DataTable } from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../data/useLoad';
import { useApi } from '../../session/ApiContext';
import { formatCount } from '../store/money-format';
import { AdminLayout } from './AdminLayout';
import { PlayerStatusBadge } from './PlayerStatusBadge';
import { adminPaths } from './admin-paths';
import { useDateTime, useFailureText, useTableLabels } from './players-shared';

/** Milliseconds the search waits after the last keystroke. */
export const playerSearchDebounceMs = 300;

export const playerPath = (id: string) => `${adminPaths.players}/${encodeURIComponent(id)}`;

/**
 * /admin/players (issue 12, decision 0020): search by name, email or id (debounced, kept in the URL as
 * ?q=&page=), paged by the server; a row opens the player's page.
 */
export default function PlayersPage() {
  const { t } = useTranslation();
  const api = useApi();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const navigate = useNavigate();
  const labels = useTableLabels('players');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [typed, setTyped] = useState(q);

  // The search follows the field once typing pauses, and starts again on page 1. Opening a player drops a
  // search still waiting, so it cannot pull the operator back to the list while the player page loads.
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
    }, playerSearchDebounceMs);
    pendingSearch.current = timer;
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const players = useLoad(`players:${q}:${page}`, () => api.adminUsers({ ...(q ? { q } : {}), page }));
  const rows = players.status === 'ready' ? players.data.data : [];
  const total = players.status === 'ready' ? players.data.pagination.total : 0;
  const pageSize = players.status === 'ready' ? players.data.pagination.pageSize : adminUsersPageSize;

  const columns: DataTableColumn<AdminUserSummary>[] = [
    {
      id: 'name',
      header: t('admin.players.table.name'),
      fullText: (row) => row.name,
      cell: (row) => (
        <Link to={playerPath(row.id)}>
          <bdi>{row.name}</bdi>
        </Link>
      ),
    },
    {
      id: 'email',
      header: t('admin.players.table.email'),
      fullText: (row) => row.email,
      cell: (row) => <AdminLtr>{row.email}</AdminLtr>,
    },
    {
      id: 'role',
      header: t('admin.players.table.role'),
      width: 6,
      cell: (row) => t(`admin.players.role.${row.role}`),
    },
    {
      id: 'status',
      header: t('admin.players.table.status'),
      width: 8.5,
      cell: (row) => <PlayerStatusBadge player={row} list />,
    },
    {
      id: 'joined',
      header: t('admin.players.table.joined'),
      cell: (row) => dateTime(row.createdAt),
      numeric: true,
      width: 7.5,
    },
    {
      id: 'crystals',
      header: t('admin.players.table.crystals'),
      cell: (row) => formatCount(row.crystals),
      numeric: true,
      width: 6,
    },
    {
      id: 'gCoins',
      header: t('admin.players.table.gCoins'),
      cell: (row) => formatCount(row.gCoins),
      numeric: true,
      width: 5.5,
    },
  ];

  return (
    <AdminLayout title={t('admin.players.title')} description={t('admin.players.description')}>
      <AdminStack>
        <AdminSectionHeading>{t('admin.players.table.label')}</AdminSectionHeading>
        <DataTable
          mode="server"
          label={t('admin.players.table.label')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          status={players.status}
          {...(players.status === 'error'
            ? { error: failure(players.error, 'adminUsers'), onRetry: players.reload }
            : {})}
          labels={{
            ...labels,
            filter: t('admin.players.search.label'),
            filterPlaceholder: t('admin.players.search.placeholder'),
            total: (count) => t('admin.players.table.total', { count }),
          }}
          filter={typed}
          onFilterChange={setTyped}
          page={page}
          pageCount={Math.max(1, Math.ceil(total / pageSize))}
          total={total}
          onPageChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
          onRowOpen={(row) => {
            clearTimeout(pendingSearch.current);
            void navigate(playerPath(row.id));
          }}
        />
      </AdminStack>
    </AdminLayout>
  );
}
