import type { AdminUserDetail } from '@arena/contract';
import { AdminSectionHeading, AdminStack, DataTable } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { usePlayerColumns } from './player-detail-columns';
import { useTableLabels } from './players-shared';

/** The player page's four tables: linked game accounts, ledger history, challenges and devices. */
export function PlayerRecords({
  player,
  onRelease,
}: {
  player: AdminUserDetail;
  onRelease: (account: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const tableLabels = useTableLabels('players');
  const { accountColumns, ledgerColumns, challengeColumns, deviceColumns } = usePlayerColumns(onRelease);
  // Each table names its own paging navigation (several on one page).
  const table = (title: string, empty: string) => ({
    ...tableLabels,
    emptyTitle: empty,
    noMatchesTitle: empty,
    pagination: `${tableLabels.pagination}: ${title}`,
  });

  return (
    <>
      <AdminStack>
        <AdminSectionHeading>{t('admin.players.detail.gameAccounts')}</AdminSectionHeading>
        <DataTable
          label={t('admin.players.detail.gameAccounts')}
          columns={accountColumns}
          rows={player.gameAccounts}
          getRowId={(row) => row.id}
          status="ready"
          labels={table(t('admin.players.detail.gameAccounts'), t('admin.players.detail.noGameAccounts'))}
        />
      </AdminStack>
      <AdminStack>
        <AdminSectionHeading>{t('admin.players.detail.ledger')}</AdminSectionHeading>
        <DataTable
          label={t('admin.players.detail.ledger')}
          columns={ledgerColumns}
          rows={player.ledger}
          getRowId={(row) => row.id}
          status="ready"
          labels={table(t('admin.players.detail.ledger'), t('admin.players.detail.noLedger'))}
          pageSize={10}
        />
      </AdminStack>
      <AdminStack>
        <AdminSectionHeading>{t('admin.players.detail.challenges')}</AdminSectionHeading>
        <DataTable
          label={t('admin.players.detail.challenges')}
          columns={challengeColumns}
          rows={player.challenges}
          getRowId={(row) => row.id}
          status="ready"
          labels={table(t('admin.players.detail.challenges'), t('admin.players.detail.noChallenges'))}
          pageSize={10}
        />
      </AdminStack>
      <AdminStack>
        <AdminSectionHeading>{t('admin.players.detail.devices')}</AdminSectionHeading>
        <DataTable
          label={t('admin.players.detail.devices')}
          columns={deviceColumns}
          rows={player.devices}
          getRowId={(row) => row.deviceId}
          status="ready"
          labels={table(t('admin.players.detail.devices'), t('admin.players.detail.noDevices'))}
        />
      </AdminStack>
    </>
  );
}
