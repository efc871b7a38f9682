import { errorMessage } from '@arena/api-client';
import { withdrawalMethodSchema, withdrawalStatusSchema } from '@arena/contract';
import type { AdminPayout, WithdrawalMethodName, WithdrawalStatus } from '@arena/contract';
import { adminPayoutDecisionMachine } from '@arena/machines';
import {
  AdminActions,
  AdminColumns,
  AdminMuted,
  AdminPlayerHistory,
  AdminLtr,
  AdminSectionHeading,
  AdminStack,
  AdminToolbar,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  MessageBanner,
  ReasonDialog,
  SelectField,
} from '@arena/ui';
import type { BadgeTone, DataTableColumn } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { formatCount } from '../store/money-format';
import { formatUsdCents, isolate } from '@arena/domain';
import { AdminLayout } from './AdminLayout';
import { adminPaths } from './admin-paths';
import {
  playerColumn,
  rowsOfPlayer,
  useDateTime,
  useFailureText,
  useReasonLabels,
  useTableLabels,
} from './players-shared';

const statusTone: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'accent',
  completed: 'success',
  failed: 'danger',
  rejected: 'danger',
};

/** The player's latest ledger transactions beside the queue (GET /api/admin/users/{id}). */
function PlayerHistory({ payout, onClose }: { payout: AdminPayout; onClose: () => void }) {
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

/**
 * /admin/payouts (issue 12, decision 0018): pending withdrawals and card payouts (filters by status
 * and method), the player's recent history beside the chosen one, Approve (confirmation; sent through
 * the payouts provider) or Reject with a reason (the crystals come back once). A payout at or above the
 * second-approval amount needs two different operators (issue 29): the first approval is shown on the
 * row, and only another operator can give the second.
 */
export default function PayoutsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const tableLabels = useTableLabels('payouts');
  const [status, setStatus] = useState<WithdrawalStatus | ''>('pending');
  const [method, setMethod] = useState<WithdrawalMethodName | ''>('');
  const [filter, setFilter] = useState('');
  const [historyOf, setHistoryOf] = useState<AdminPayout | null>(null);
  const me = useCurrentUser().user?.id ?? null;

  const queue = useLoad(`payouts:${status}:${method}`, () =>
    api.adminPayouts({ ...(status ? { status } : {}), ...(method ? { method } : {}) }),
  );
  const reloadQueue = queue.reload;

  const machine = useMemo(
    () =>
      adminPayoutDecisionMachine.provide({
        actions: { reloadQueue: () => reloadQueue() },
        actors: {
          approve: fromPromise(async ({ input }) => {
            try {
              const answer = await api.approvePayout(input.id);
              return { awaitingSecondApproval: answer.data.status === 'pending' };
            } catch (error) {
              throw errorMessage(error, 'approvePayout');
            }
          }),
          reject: fromPromise(async ({ input }) => {
            try {
              return await api.rejectPayout(input.id, input.reason);
            } catch (error) {
              throw errorMessage(error, 'rejectPayout');
            }
          }),
        },
      }),
    [api, reloadQueue],
  );
  const [decision, send] = useMachine(machine);
  const reasonLabels = useReasonLabels(t('admin.payouts.rejectDialog.confirm'), 'player');

  if (decision.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;

  const rows = queue.status === 'ready' ? queue.data.data : [];
  const twoFrom = queue.status === 'ready' ? queue.data.secondApprovalFromCrystals : Infinity;
  /** The first of two approvals: the money is not sent yet. */
  const firstOfTwo = (row: AdminPayout) => row.crystals >= twoFrom && row.firstApproval === null;
  const filtered = rowsOfPlayer(rows, filter);
  const amountOf = (row: AdminPayout) =>
    `${t('admin.payouts.crystals', { formatted: formatCount(row.crystals) })} (${formatUsdCents(row.usdCents)})`;
  const destinationOf = (row: AdminPayout) =>
    row.method === 'card' && row.card
      ? t('admin.payouts.card', { brand: row.card.brand, last4: row.card.last4 })
      : (row.paymentEmail ?? '');
  const item = (row: AdminPayout) => ({ id: row.id, userName: row.userName, crystals: row.crystals });
  const approveLabel = (row: AdminPayout) =>
    t(row.firstApproval ? 'admin.payouts.approveSecond' : 'admin.payouts.approve');
  const chosen = rows.find((row) => row.id === decision.context.payout?.id) ?? null;
  const busy = decision.hasTag('busy');

  const columns: DataTableColumn<AdminPayout>[] = [
    playerColumn(t('admin.payouts.table.player')),
    {
      id: 'requested',
      header: t('admin.payouts.table.requested'),
      value: (row) => row.createdAt,
      cell: (row) => dateTime(row.createdAt),
      numeric: true,
    },
    {
      id: 'amount',
      header: t('admin.payouts.table.amount'),
      value: (row) => row.crystals,
      cell: (row) => <AdminLtr>{amountOf(row)}</AdminLtr>,
      numeric: true,
    },
    {
      id: 'method',
      header: t('admin.payouts.table.method'),
      cell: (row) => (
        <span>
          {t(`admin.payouts.method.${row.method}`)}
          <br />
          <AdminLtr>{destinationOf(row)}</AdminLtr>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('admin.payouts.table.status'),
      cell: (row) => (
        <span>
          <Badge tone={statusTone[row.status]}>{t(`admin.payouts.status.${row.status}`)}</Badge>
          {row.status === 'pending' && row.firstApproval ? (
            <>
              <br />
              <AdminMuted>
                {t('admin.payouts.awaitingSecond', { name: isolate(row.firstApproval.operatorName) })}
              </AdminMuted>
            </>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('admin.payouts.table.actions'),
      cell: (row) => (
        <AdminActions>
          {row.status === 'pending' ? (
            <>
              <Button
                size="sm"
                aria-label={`${approveLabel(row)}: ${row.userName}, ${amountOf(row)}`}
                // The first approver cannot give the second (the server refuses it too).
                disabled={busy || (row.firstApproval !== null && row.firstApproval.operatorId === me)}
                onClick={() => send({ type: 'approve', payout: item(row) })}
              >
                {approveLabel(row)}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`${t('admin.payouts.reject')}: ${row.userName}, ${amountOf(row)}`}
                disabled={busy}
                onClick={() => send({ type: 'reject', payout: item(row) })}
              >
                {t('admin.payouts.reject')}
              </Button>
            </>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${t('admin.payouts.history')}: ${row.userName}`}
            aria-pressed={historyOf?.id === row.id}
            onClick={() => setHistoryOf(row)}
          >
            {t('admin.payouts.history')}
          </Button>
        </AdminActions>
      ),
    },
  ];

  const statusOptions = [
    { value: '', label: t('admin.payouts.filters.anyStatus') },
    ...withdrawalStatusSchema.options.map((value) => ({ value, label: t(`admin.payouts.status.${value}`) })),
  ];
  const methodOptions = [
    { value: '', label: t('admin.payouts.filters.anyMethod') },
    ...withdrawalMethodSchema.options.map((value) => ({ value, label: t(`admin.payouts.method.${value}`) })),
  ];

  return (
    <AdminLayout title={t('admin.payouts.title')} description={t('admin.payouts.description')}>
      <AdminStack>
        {decision.matches('decided') ? (
          <MessageBanner
            tone="success"
            action={
              <Button size="sm" variant="secondary" onClick={() => send({ type: 'dismiss' })}>
                {t('admin.common.close')}
              </Button>
            }
          >
            {t(
              decision.context.decision === 'rejected'
                ? 'admin.payouts.rejected'
                : decision.context.awaitingSecondApproval
                  ? 'admin.payouts.firstApproved'
                  : 'admin.payouts.approved',
            )}
          </MessageBanner>
        ) : null}
        <AdminColumns>
          <AdminStack>
            <AdminSectionHeading>{t('admin.payouts.table.label')}</AdminSectionHeading>
            <DataTable
              label={t('admin.payouts.table.label')}
              columns={columns}
              rows={filtered}
              getRowId={(row) => row.id}
              status={queue.status}
              {...(queue.status === 'error'
                ? { error: failure(queue.error, 'adminPayouts'), onRetry: reloadQueue }
                : {})}
              labels={tableLabels}
              filter={filter}
              onFilterChange={setFilter}
              toolbar={
                <AdminToolbar>
                  <SelectField
                    label={t('admin.payouts.filters.status')}
                    options={statusOptions}
                    value={status}
                    onChange={(value) => setStatus(value as WithdrawalStatus | '')}
                  />
                  <SelectField
                    label={t('admin.payouts.filters.method')}
                    options={methodOptions}
                    value={method}
                    onChange={(value) => setMethod(value as WithdrawalMethodName | '')}
                  />
                </AdminToolbar>
              }
            />
          </AdminStack>
          {historyOf ? (
            <PlayerHistory payout={historyOf} onClose={() => setHistoryOf(null)} />
          ) : (
            <AdminMuted>{t('admin.payouts.player.choose')}</AdminMuted>
          )}
        </AdminColumns>
      </AdminStack>
      <ConfirmDialog
        open={
          decision.matches('confirming') ||
          decision.matches('approving') ||
          (decision.matches('failed') && decision.context.decision === 'approved')
        }
        title={t('admin.payouts.confirm.title')}
        description={t(
          chosen && firstOfTwo(chosen)
            ? 'admin.payouts.confirm.descriptionFirst'
            : 'admin.payouts.confirm.description',
        )}
        lines={
          chosen
            ? [
                {
                  id: 'player',
                  label: t('admin.payouts.confirm.player'),
                  value: <bdi>{chosen.userName}</bdi>,
                },
                {
                  id: 'amount',
                  label: t('admin.payouts.confirm.amount'),
                  value: <AdminLtr>{amountOf(chosen)}</AdminLtr>,
                },
                {
                  id: 'destination',
                  label: t('admin.payouts.confirm.destination'),
                  value: <AdminLtr>{destinationOf(chosen)}</AdminLtr>,
                },
              ]
            : []
        }
        confirmLabel={t('admin.payouts.confirm.confirm')}
        cancelLabel={t('admin.common.cancel')}
        closeLabel={t('admin.common.close')}
        busy={decision.matches('approving')}
        {...(decision.matches('failed') ? { error: text(decision.context.error) } : {})}
        onConfirm={() => send({ type: 'confirm' })}
        onCancel={() => send({ type: 'cancel' })}
      />
      <ReasonDialog
        open={
          decision.matches('reasoning') ||
          decision.matches('rejecting') ||
          (decision.matches('failed') && decision.context.decision === 'rejected')
        }
        title={t('admin.payouts.rejectDialog.title', {
          name: isolate(decision.context.payout?.userName ?? ''),
        })}
        description={t('admin.payouts.rejectDialog.description')}
        labels={reasonLabels}
        busy={decision.matches('rejecting')}
        {...(decision.matches('failed') ? { error: text(decision.context.error) } : {})}
        onSubmit={(reason) => send({ type: 'submit', reason })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </AdminLayout>
  );
}
