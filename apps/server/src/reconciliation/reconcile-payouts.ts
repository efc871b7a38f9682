// Late payouts (docs/decisions/0044): every withdrawal processing for PAYOUT_RECONCILE_MINUTES or more
// is asked about at its provider (PayoutProvider.lookup). A paid or failed answer is settled exactly as
// the provider's notification is: recorded once by event id (processPayoutEventOnce) and applied by
// applyPayoutEvent, whose row lock, guarded move and ledger keys let nothing move twice. So a run on
// another instance, a second run, or the real notification arriving later changes nothing more.
import type { WithdrawalMethodName } from '@arena/contract';
import { processPayoutEventOnce } from '../withdrawals/payout-events';
import type { PayoutEvent, PayoutLookup } from '../withdrawals/payout-provider';
import { applyPayoutEvent, type WithdrawalDeps } from '../withdrawals/withdrawal-service';
import { lateBefore, reconcileBatchSize, recordCheck } from './reconciliation-store';

export interface ItemsResult {
  checked: number;
  settled: number;
}

interface LatePayout {
  id: string;
  method: WithdrawalMethodName;
  provider_payout_id: string | null;
}

/** The event a reconciliation answer stands for: one id per withdrawal and outcome. */
export function reconciliationPayoutEvent(withdrawalId: string, answer: PayoutLookup): PayoutEvent {
  const outcome = answer.outcome === 'processing' ? null : answer.outcome;
  return {
    id: `reconciliation:${withdrawalId}:${answer.outcome}`,
    type: `RECONCILIATION.${answer.status}`.slice(0, 200),
    outcome,
    withdrawalId,
    reason: answer.reason,
    payload: { source: 'reconciliation', ...answer },
  };
}

export async function reconcilePayouts(
  deps: WithdrawalDeps & { log: { info: (details: object, message: string) => void } },
  now: Date,
  afterMinutes: number,
): Promise<ItemsResult> {
  const { database, providers, log } = deps;
  const { rows } = await database.query<LatePayout>(
    `select w.id, w.method, w.provider_payout_id
       from withdrawals w
       left join reconciliation_checks c on c.kind = 'payout' and c.item_id = w.id
      where w.status = 'processing' and coalesce(w.decided_at, w.updated_at) <= $1
      order by c.last_checked_at nulls first, coalesce(w.decided_at, w.updated_at), w.id
      limit ${reconcileBatchSize}`,
    [lateBefore(now, afterMinutes)],
  );
  const result: ItemsResult = { checked: 0, settled: 0 };
  const unreadable: string[] = [];
  for (const row of rows) {
    const provider = providers[row.method];
    const record = (outcome: Parameters<typeof recordCheck>[1]['outcome'], answer: string) =>
      recordCheck(database, { kind: 'payout', itemId: row.id, outcome, answer, at: now });
    result.checked += 1;
    if (!provider.lookup) {
      unreadable.push(row.id);
      await record('no_read', `The ${provider.mode} ${row.method} payouts provider cannot be asked`);
      continue;
    }
    try {
      const answer = await provider.lookup({
        withdrawalId: row.id,
        providerPayoutId: row.provider_payout_id,
      });
      if (!answer) {
        await record(
          'unknown',
          row.provider_payout_id
            ? 'Not known to the provider'
            : 'Never reached the provider: approve it again',
        );
        continue;
      }
      if (answer.providerPayoutId && !row.provider_payout_id) {
        // As the send would have recorded it: the payout did reach the provider.
        await database.query(
          `update withdrawals set provider_payout_id = $2, updated_at = now()
            where id = $1 and provider_payout_id is null`,
          [row.id, answer.providerPayoutId],
        );
      }
      if (answer.outcome === 'processing') {
        await record('waiting', answer.status);
        continue;
      }
      const event = reconciliationPayoutEvent(row.id, answer);
      let applied = false;
      await processPayoutEventOnce(
        database,
        provider.method,
        event,
        JSON.stringify(event.payload),
        async () => {
          applied = (await applyPayoutEvent(deps, provider, event)) === 'applied';
        },
      );
      await record('settled', answer.status);
      if (applied) {
        result.settled += 1;
        log.info(
          { withdrawalId: row.id, outcome: answer.outcome, providerStatus: answer.status },
          'reconciliation settled a payout',
        );
      }
    } catch (error) {
      log.error({ err: error, withdrawalId: row.id }, 'reconciliation could not check a payout');
      await record('error', (error as Error).message || 'The provider could not be asked');
    }
  }
  if (unreadable.length > 0) {
    log.warn(
      { withdrawalIds: unreadable },
      'reconciliation skipped payouts whose provider has no read (live card payouts): an operator must check them',
    );
  }
  return result;
}
