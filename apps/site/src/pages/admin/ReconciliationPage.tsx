import type { StuckItem, StuckStatus } from '@arena/contract';
import { formatUsdCents } from '@arena/domain';
import {
  AdminActions,
  AdminLastCheck,
  AdminLtr,
  AdminMuted,
  AdminSectionHeading,
  AdminStack,
  Badge,
  Button,
  DataTable,
  MessageBanner,
} from '@arena/ui';
import type { BadgeTone, DataTableColumn } from '@arena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../data/useLoad';
import { useApi } from '../../session/ApiContext';
import { AdminLayout } from './AdminLayout';
import { playerColumn, rowsOfPlayer, useDateTime, useFailureText, useTableLabels } from './players-shared';

const statusTone: Record<StuckStatus, BadgeTone> = {
  processing: 'accent',
  created: 'neutral',
  approved: 'warning',
  captured: 'warning',
};

type RunNotice = { tone: 'success' | 'info' | 'error'; text: string } | null;

/**
 * /admin/reconciliation (issue 29, decision 0044): payouts and payments whose provider notification is
 * late, each with when it was last checked and what the provider answered; "Check now" runs the job
 * at once (it also runs on its own every PAYOUT_RECONCILE_MINUTES). Settled items leave the list.
 */
export default function ReconciliationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const tableLabels = useTableLabels('reconciliation');
  const [filter, setFilter] = useState('');
  const [running, setRunning] = useState(false);
  const [notice, setNotice] = useState<RunNotice>(null);
  const list = useLoad('reconciliation', () => api.reconciliation());

  const checkNow = async () => {
    setRunning(true);
    setNotice(null);
    try {
      const { data } = await api.runReconciliation();
      setNotice(
        data.ran
          ? {
              tone: 'success',
              text: t('admin.reconciliation.ran', { checked: data.checked, settled: data.settled }),
            }
          : { tone: 'info', text: t('admin.reconciliation.busy') },
      );
      list.reload();
    } catch (error) {
      setNotice({ tone: 'error', text: failure(error, 'runReconciliation') });
    } finally {
      setRunning(false);
    }
  };

  const rows = list.status === 'ready' ? list.data.data : [];
  const columns: DataTableColumn<StuckItem>[] = [
    {
      id: 'item',
      header: t('admin.reconciliation.table.item'),
      value: (row) => row.kind,
      fullText: (row) =>
        `${t(`admin.reconciliation.kinds.${row.kind}`)} · ${t(`admin.reconciliation.providers.${row.provider}`)} ${row.id}`,
      cell: (row) => (
        <span>
          {t(`admin.reconciliation.kinds.${row.kind}`)} ·{' '}
          {t(`admin.reconciliation.providers.${row.provider}`)}
          <br />
          <AdminLtr>{row.id}</AdminLtr>
        </span>
      ),
    },
    playerColumn(t('admin.reconciliation.table.player')),
    {
      id: 'amount',
      header: t('admin.reconciliation.table.amount'),
      value: (row) => row.usdCents,
      cell: (row) => <AdminLtr>{formatUsdCents(row.usdCents)}</AdminLtr>,
      numeric: true,
      width: 6.5,
    },
    {
      id: 'status',
      header: t('admin.reconciliation.table.status'),
      width: 8,
      cell: (row) => (
        <Badge tone={statusTone[row.status]}>{t(`admin.reconciliation.statuses.${row.status}`)}</Badge>
      ),
    },
    {
      id: 'since',
      header: t('admin.reconciliation.table.since'),
      value: (row) => row.since,
      cell: (row) => dateTime(row.since),
      numeric: true,
      width: 7.5,
    },
    {
      id: 'lastCheck',
      header: t('admin.reconciliation.table.lastCheck'),
      value: (row) => row.lastCheckedAt,
      cell: (row) => (
        <AdminLastCheck
          checkedAt={row.lastCheckedAt ? dateTime(row.lastCheckedAt) : null}
          outcome={row.lastOutcome}
          answer={row.lastAnswer}
          checks={row.checks}
        />
      ),
    },
  ];

  const lastRun = list.status === 'ready' ? list.data.lastRun : null;
  return (
    <AdminLayout title={t('admin.reconciliation.title')} description={t('admin.reconciliation.description')}>
      <AdminStack>
        {list.status === 'ready' ? (
          <AdminMuted role="status">
            {t('admin.reconciliation.period', { minutes: list.data.afterMinutes })}{' '}
            {lastRun
              ? t('admin.reconciliation.lastRun', {
                  when: dateTime(lastRun.at),
                  checked: lastRun.checked,
                  settled: lastRun.settled,
                })
              : t('admin.reconciliation.neverRun')}
          </AdminMuted>
        ) : null}
        <AdminActions>
          <Button onClick={() => void checkNow()} disabled={running} aria-busy={running}>
            {t(running ? 'admin.reconciliation.checking' : 'admin.reconciliation.checkNow')}
          </Button>
        </AdminActions>
        {notice ? (
          <MessageBanner
            tone={notice.tone}
            action={
              <Button size="sm" variant="secondary" onClick={() => setNotice(null)}>
                {t('admin.common.close')}
              </Button>
            }
          >
            {notice.text}
          </MessageBanner>
        ) : null}
        <AdminSectionHeading>{t('admin.reconciliation.table.label')}</AdminSectionHeading>
        <DataTable
          label={t('admin.reconciliation.table.label')}
          columns={columns}
          rows={rowsOfPlayer(rows, filter)}
          getRowId={(row) => `${row.kind}:${row.id}`}
          status={list.status}
          {...(list.status === 'error'
            ? { error: failure(list.error, 'reconciliation'), onRetry: list.reload }
            : {})}
          labels={tableLabels}
          filter={filter}
          onFilterChange={setFilter}
        />
      </AdminStack>
    </AdminLayout>
  );
}
