import type { LedgerTotals } from '@arena/contract';
import { ledgerTotalsDefaultDays } from '@arena/contract';
import { adminOperationMachine } from '@arena/machines';
import type { UserMessage } from '@arena/machines';
import {
  AdminBlock,
  AdminBulletList,
  AdminFilterForm,
  AdminStack,
  Button,
  DataTable,
  MessageBanner,
  StatGrid,
  TextField,
} from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { AdminLayout } from './AdminLayout';
import { call, formatCount, formatUsdCents, saveFile } from './admin-api';
import { LabelledCode } from './LabelledCode';
import { ledgerTypeLabel } from './ledger-labels';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The default period: the last 30 UTC days, today included (as the server's default). */
function defaultPeriod() {
  const to = new Date();
  const from = new Date(to.getTime() - (ledgerTotalsDefaultDays - 1) * 86_400_000);
  return { from: utcDay(from), to: utcDay(to) };
}

type TypeRow = LedgerTotals['byType'][number];
type DayRow = LedgerTotals['byDay'][number];

/** /admin: the ledger's invariant check, totals per type and day, money in and out, liability, CSV. */
export default function LedgerPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const api = useApi();
  const [period, setPeriod] = useState(defaultPeriod);
  const [draft, setDraft] = useState(period);
  const audit = useLoad('ledger-audit', async () => (await call(api.ledgerAudit(), 'ledgerAudit')).data);
  const totals = useLoad(`ledger-totals:${period.from}|${period.to}`, () =>
    call(api.ledgerTotals(period), 'ledgerTotals'),
  );
  const exportMachine = useMemo(
    () =>
      adminOperationMachine.provide({
        actors: {
          perform: fromPromise(async ({ input }) => {
            const { from, to } = input.input as { from: string; to: string };
            const file = await call(api.ledgerExport({ from, to }), 'ledgerExport');
            saveFile(file, `arena-ledger-${from}-${to}.csv`);
            return null;
          }),
        },
      }),
    [api],
  );
  const [exporting, sendExport] = useMachine(exportMachine);

  const typeName = (type: string) => ledgerTypeLabel(type, t);
  const volumeColumns = <Row extends TypeRow>(): DataTableColumn<Row>[] => [
    {
      id: 'count',
      header: t('admin.ledger.count'),
      numeric: true,
      value: (row) => row.count,
      cell: (row) => formatCount(row.count),
    },
    {
      id: 'gcoins',
      header: t('admin.ledger.gCoins'),
      numeric: true,
      value: (row) => row.gcoins,
      cell: (row) => formatCount(row.gcoins),
    },
    {
      id: 'crystals',
      header: t('admin.ledger.crystals'),
      numeric: true,
      value: (row) => row.crystals,
      cell: (row) => formatCount(row.crystals),
    },
  ];
  const typeColumns: DataTableColumn<TypeRow>[] = [
    {
      id: 'type',
      header: t('admin.ledger.type'),
      value: (row) => typeName(row.type),
      cell: (row) => <LabelledCode label={typeName(row.type)} code={row.type} />,
    },
    ...volumeColumns<TypeRow>(),
  ];
  const dayColumns: DataTableColumn<DayRow>[] = [
    { id: 'day', header: t('admin.ledger.day'), value: (row) => row.day, cell: (row) => row.day },
    {
      id: 'type',
      header: t('admin.ledger.type'),
      value: (row) => typeName(row.type),
      cell: (row) => <LabelledCode label={typeName(row.type)} code={row.type} />,
    },
    ...volumeColumns<DayRow>(),
  ];
  const emptyLabels = { emptyTitle: t('admin.ledger.empty'), noMatchesTitle: t('admin.ledger.empty') };
  // Two tables on one page: each paging navigation gets its own name (axe landmark-unique).
  const typeLabels = {
    ...emptyLabels,
    pagination: t('admin.common.paginationOf', { table: t('admin.ledger.byType') }),
  };
  const dayLabels = {
    ...emptyLabels,
    pagination: t('admin.common.paginationOf', { table: t('admin.ledger.byDay') }),
  };
  const value = totals.status === 'ready' ? totals.data.data : null;
  const status = totals.status;
  const totalsError = totals.status === 'error' ? (totals.error as UserMessage) : null;
  const auditError = audit.status === 'error' ? (audit.error as UserMessage) : null;
  const auditValue = audit.status === 'ready' ? audit.data : null;

  if (exporting.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;

  return (
    <AdminLayout
      title={t('admin.ledger.heading')}
      actions={
        <Button
          variant="secondary"
          loading={exporting.hasTag('busy')}
          onClick={() => sendExport({ type: 'start', target: { id: 'ledger' }, input: period })}
        >
          {t('admin.ledger.export')}
        </Button>
      }
    >
      <AdminStack gap="lg">
        {exporting.matches('failed') ? (
          <MessageBanner tone="error" role="alert">
            {text(exporting.context.error)}
          </MessageBanner>
        ) : null}
        <AdminBlock title={t('admin.ledger.audit.heading')}>
          {auditError ? (
            <MessageBanner
              tone="error"
              role="alert"
              action={<Button onClick={audit.reload}>{t('admin.common.retry')}</Button>}
            >
              {text(auditError)}
            </MessageBanner>
          ) : auditValue === null ? (
            <p role="status">{t('admin.ledger.audit.checking')}</p>
          ) : auditValue.ok ? (
            <MessageBanner tone="success" role="status" title={t('admin.ledger.audit.ok')}>
              {t('admin.ledger.audit.okBody')}
            </MessageBanner>
          ) : (
            <MessageBanner
              tone="error"
              role="alert"
              title={t('admin.ledger.audit.problems', { count: auditValue.problems.length })}
            >
              <AdminBulletList items={auditValue.problems} />
            </MessageBanner>
          )}
        </AdminBlock>

        <AdminFilterForm label={t('admin.ledger.period')} onSubmit={() => setPeriod(draft)}>
          <TextField
            type="date"
            label={t('admin.ledger.from')}
            value={draft.from}
            max={draft.to}
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <TextField
            type="date"
            label={t('admin.ledger.to')}
            value={draft.to}
            min={draft.from}
            onChange={(to) => setDraft({ ...draft, to })}
          />
          <Button type="submit" variant="secondary">
            {t('admin.ledger.show')}
          </Button>
        </AdminFilterForm>
        {totalsError ? (
          <MessageBanner
            tone="error"
            role="alert"
            action={<Button onClick={totals.reload}>{t('admin.common.retry')}</Button>}
          >
            {text(totalsError)}
          </MessageBanner>
        ) : null}

        {value ? (
          <>
            <AdminBlock title={t('admin.ledger.money.heading')}>
              <StatGrid
                label={t('admin.ledger.money.heading')}
                items={[
                  {
                    id: 'in',
                    label: t('admin.ledger.money.in'),
                    value: formatUsdCents(value.moneyIn.usdCents),
                    hint: t('admin.ledger.money.purchases', {
                      count: value.moneyIn.purchases,
                      formatted: formatCount(value.moneyIn.purchases),
                    }),
                    accent: 'success',
                  },
                  {
                    id: 'out',
                    label: t('admin.ledger.money.out'),
                    value: formatUsdCents(value.moneyOut.usdCents),
                    hint: t('admin.ledger.money.payouts', {
                      count: value.moneyOut.payouts,
                      formatted: formatCount(value.moneyOut.payouts),
                    }),
                    accent: 'warning',
                  },
                ]}
              />
            </AdminBlock>
            <AdminBlock title={t('admin.ledger.liability.heading')}>
              <StatGrid
                label={t('admin.ledger.liability.heading')}
                items={[
                  {
                    id: 'gcoins',
                    label: t('admin.ledger.gCoins'),
                    value: formatCount(value.liability.gcoins),
                    accent: 'gcoin',
                  },
                  {
                    id: 'crystals',
                    label: t('admin.ledger.crystals'),
                    value: formatCount(value.liability.crystals),
                    accent: 'crystal',
                  },
                  {
                    id: 'pending',
                    label: t('admin.ledger.liability.pending'),
                    value: formatUsdCents(value.liability.pendingWithdrawals.usdCents),
                    hint: t('admin.ledger.liability.pendingHint', {
                      count: value.liability.pendingWithdrawals.count,
                      formatted: formatCount(value.liability.pendingWithdrawals.count),
                      crystals: formatCount(value.liability.pendingWithdrawals.crystals),
                    }),
                  },
                ]}
              />
            </AdminBlock>
          </>
        ) : null}

        {/* No region name here: the table's own region carries it (axe landmark-unique). */}
        <AdminBlock title={t('admin.ledger.byType')} labelled={false}>
          <DataTable
            label={t('admin.ledger.byType')}
            columns={typeColumns}
            rows={value?.byType ?? []}
            getRowId={(row) => row.type}
            status={status}
            labels={typeLabels}
            onRetry={totals.reload}
          />
        </AdminBlock>
        <AdminBlock title={t('admin.ledger.byDay')} labelled={false}>
          <DataTable
            label={t('admin.ledger.byDay')}
            columns={dayColumns}
            rows={value?.byDay ?? []}
            getRowId={(row) => `${row.day}:${row.type}`}
            status={status}
            labels={dayLabels}
            onRetry={totals.reload}
          />
        </AdminBlock>
      </AdminStack>
    </AdminLayout>
  );
}
