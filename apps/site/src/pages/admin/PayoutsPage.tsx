import { errorMessage } from '@arena/api-client';
import { withdrawalMethodSchema, withdrawalStatusSchema } from '@arena/contract';
import type { AdminPayout, WithdrawalMethodName, WithdrawalStatus } from '@arena/contract';
import { adminPayoutDecisionMachine } from '@arena/machines';
import {
  AdminColumns,
  AdminLtr,
  AdminMuted,
  AdminSectionHeading,
  AdminStack,
  AdminToolbar,
  Button,
  ConfirmDialog,
  DataTable,
  MessageBanner,
  ReasonDialog,
  SelectField,
} from '@arena/ui';
import { isolate } from '@arena/domain';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { AdminLayout } from './AdminLayout';
import { PayoutPlayerHistory } from './PayoutPlayerHistory';
import { usePayoutColumns, usePayoutWords } from './payout-columns';
import { rowsOfPlayer, useFailureText, useTableLabels } from './players-shared';

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
  const tableLabels = useTableLabels('payouts');
  const [status, setStatus] = useState<WithdrawalStatus | ''>('pending');
  const [method, setMethod] = useState<WithdrawalMethodName | ''>('');
  const [filter, setFilter] = useState('');
  const [historyOf, setHistoryOf] = useState<AdminPayout | null>(null);
  const me = useCurrentUser().user?.id ?? null;
  const { amountOf, destinationOf } = usePayoutWords();
  // The history may open under the queue (narrower screens): its heading takes focus, so it is seen.
  const historyHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (historyOf) historyHeading.current?.focus();
  }, [historyOf]);

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

  const rows = queue.status === 'ready' ? queue.data.data : [];
  const twoFrom = queue.status === 'ready' ? queue.data.secondApprovalFromCrystals : Infinity;
  /** The first of two approvals: the money is not sent yet. */
  const firstOfTwo = (row: AdminPayout) => row.crystals >= twoFrom && row.firstApproval === null;
  const filtered = rowsOfPlayer(rows, filter);
  const item = (row: AdminPayout) => ({ id: row.id, userName: row.userName, crystals: row.crystals });
  const chosen = rows.find((row) => row.id === decision.context.payout?.id) ?? null;
  const busy = decision.hasTag('busy');

  const columns = usePayoutColumns({
    me,
    busy,
    onApprove: (row) => send({ type: 'approve', payout: item(row) }),
    onReject: (row) => send({ type: 'reject', payout: item(row) }),
    onHistory: setHistoryOf,
  });
  if (decision.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;

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
        <AdminColumns variant="aside">
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
            <PayoutPlayerHistory
              payout={historyOf}
              headingRef={historyHeading}
              onClose={() => setHistoryOf(null)}
            />
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
        kind="rejectPayout"
        busy={decision.matches('rejecting')}
        {...(decision.matches('failed') ? { error: text(decision.context.error) } : {})}
        onSubmit={(reason) => send({ type: 'submit', reason })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </AdminLayout>
  );
}
