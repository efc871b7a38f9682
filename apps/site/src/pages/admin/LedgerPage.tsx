import styled from '@emotion/styled';
import type { LedgerTotals } from '@arena/contract';
import { ledgerTotalsDefaultDays } from '@arena/contract';
import type { UserMessage } from '@arena/machines';
import { Button, DataTable, MessageBanner, StatGrid, TextField } from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/useMessage';
import { api } from '../../session/api';
import { AdminLayout } from './AdminLayout';
import { call, download, formatCount, formatUsdCents, ledgerAudit } from './admin-api';
import type { LedgerAudit } from './admin-api';
import { useTableLabels } from './admin-labels';

const Stack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[6] }));
const Section = styled.section(({ theme }) => ({ display: 'grid', gap: theme.space[3] }));
const Heading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg }));
const Period = styled.form(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  alignItems: 'end',
}));
const Problems = styled.ul({ margin: 0, paddingInlineStart: '1.25rem' });

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
  const [period, setPeriod] = useState(defaultPeriod);
  const [draft, setDraft] = useState(period);
  const [auditRun, setAuditRun] = useState(0);
  const [audit, setAudit] = useState<{
    run: number;
    value: LedgerAudit | null;
    error: UserMessage | null;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const totalsKey = `${period.from}|${period.to}|${attempt}`;
  const [totals, setTotals] = useState<{
    key: string;
    value: LedgerTotals | null;
    error: UserMessage | null;
  } | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const checkAudit = useCallback(() => setAuditRun((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    ledgerAudit().then(
      (value) => current && setAudit({ run: auditRun, value, error: null }),
      (error: UserMessage) => current && setAudit({ run: auditRun, value: null, error }),
    );
    return () => {
      current = false;
    };
  }, [auditRun]);
  const auditNow = audit?.run === auditRun ? audit : { value: null, error: null };

  useEffect(() => {
    let current = true;
    call(api.ledgerTotals(period), 'ledgerTotals').then(
      (answer) => current && setTotals({ key: totalsKey, value: answer.data, error: null }),
      (error: UserMessage) => current && setTotals({ key: totalsKey, value: null, error }),
    );
    return () => {
      current = false;
    };
  }, [period, totalsKey]);
  const totalsNow = totals?.key === totalsKey ? totals : null;

  const typeName = (type: string) => t(`transaction.type.${type}`, { defaultValue: type });
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
      cell: (row) => typeName(row.type),
    },
    ...volumeColumns<TypeRow>(),
  ];
  const dayColumns: DataTableColumn<DayRow>[] = [
    { id: 'day', header: t('admin.ledger.day'), value: (row) => row.day, cell: (row) => row.day },
    {
      id: 'type',
      header: t('admin.ledger.type'),
      value: (row) => typeName(row.type),
      cell: (row) => typeName(row.type),
    },
    ...volumeColumns<DayRow>(),
  ];
  const emptyLabels = { emptyTitle: t('admin.ledger.empty'), noMatchesTitle: t('admin.ledger.empty') };
  // Two tables on one page: each paging navigation gets its own name (axe landmark-unique).
  const typeLabels = useTableLabels({
    ...emptyLabels,
    pagination: t('admin.common.paginationOf', { table: t('admin.ledger.byType') }),
  });
  const dayLabels = useTableLabels({
    ...emptyLabels,
    pagination: t('admin.common.paginationOf', { table: t('admin.ledger.byDay') }),
  });
  const value = totalsNow?.value ?? null;
  const status = !totalsNow ? 'loading' : totalsNow.error ? 'error' : 'ready';

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await download(api.ledgerExportUrl(period), `arena-ledger-${period.from}-${period.to}.csv`);
    } catch (error) {
      setExportError(text(error as UserMessage) ?? null);
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminLayout
      title={t('admin.ledger.heading')}
      actions={
        <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
          {t('admin.ledger.export')}
        </Button>
      }
    >
      <Stack>
        {exportError ? (
          <MessageBanner tone="error" role="alert">
            {exportError}
          </MessageBanner>
        ) : null}
        <Section aria-labelledby="ledger-audit">
          <Heading id="ledger-audit">{t('admin.ledger.audit.heading')}</Heading>
          {auditNow.error ? (
            <MessageBanner
              tone="error"
              role="alert"
              action={<Button onClick={checkAudit}>{t('admin.common.retry')}</Button>}
            >
              {text(auditNow.error)}
            </MessageBanner>
          ) : auditNow.value === null ? (
            <p role="status">{t('admin.ledger.audit.checking')}</p>
          ) : auditNow.value.ok ? (
            <MessageBanner tone="success" role="status" title={t('admin.ledger.audit.ok')}>
              {t('admin.ledger.audit.okBody')}
            </MessageBanner>
          ) : (
            <MessageBanner
              tone="error"
              role="alert"
              title={t('admin.ledger.audit.problems', { count: auditNow.value.problems.length })}
            >
              <Problems>
                {auditNow.value.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </Problems>
            </MessageBanner>
          )}
        </Section>

        <Period
          aria-label={t('admin.ledger.period')}
          onSubmit={(event) => {
            event.preventDefault();
            setPeriod(draft);
          }}
        >
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
        </Period>
        {totalsNow?.error ? (
          <MessageBanner
            tone="error"
            role="alert"
            action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('admin.common.retry')}</Button>}
          >
            {text(totalsNow?.error)}
          </MessageBanner>
        ) : null}

        {value ? (
          <>
            <Section aria-labelledby="ledger-money">
              <Heading id="ledger-money">{t('admin.ledger.money.heading')}</Heading>
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
            </Section>
            <Section aria-labelledby="ledger-liability">
              <Heading id="ledger-liability">{t('admin.ledger.liability.heading')}</Heading>
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
            </Section>
          </>
        ) : null}

        {/* No region name here: the table's own region carries it (axe landmark-unique). */}
        <Section>
          <Heading id="ledger-by-type">{t('admin.ledger.byType')}</Heading>
          <DataTable
            label={t('admin.ledger.byType')}
            columns={typeColumns}
            rows={value?.byType ?? []}
            getRowId={(row) => row.type}
            status={status}
            labels={typeLabels}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </Section>
        <Section>
          <Heading id="ledger-by-day">{t('admin.ledger.byDay')}</Heading>
          <DataTable
            label={t('admin.ledger.byDay')}
            columns={dayColumns}
            rows={value?.byDay ?? []}
            getRowId={(row) => `${row.day}:${row.type}`}
            status={status}
            labels={dayLabels}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </Section>
      </Stack>
    </AdminLayout>
  );
}
