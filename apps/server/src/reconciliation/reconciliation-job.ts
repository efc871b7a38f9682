// The reconciliation job (issue 29, docs/decisions/0044): every PAYOUT_RECONCILE_MINUTES, payouts
// processing and payments not credited for that long are asked about at their provider and settled by
// the notification's own code (reconcile-payouts.ts, reconcile-payments.ts). main.ts starts it on every
// instance; on PostgreSQL a run takes a transaction-level advisory lock, so of many instances one runs
// at a time and the others skip the tick. Settling is exactly once without the lock too (row locks,
// guarded moves, ledger keys, event ids): the lock only spares the providers the same question twice.
import type { ReconciliationRun } from '@arena/contract';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import { createCheckoutProvider, createHostedPaymentProvider } from '../payments/register-payments';
import { createCardPayoutProvider } from '../withdrawals/card-payouts';
import { createPayPalPayouts } from '../withdrawals/register-withdrawals';
import type { WithdrawalDeps } from '../withdrawals/withdrawal-service';
import { reconcilePayments, type PaymentReconcileDeps } from './reconcile-payments';
import { reconcilePayouts } from './reconcile-payouts';
import { recordRun } from './reconciliation-store';

export interface ReconciliationLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface ReconciliationDeps extends PaymentReconcileDeps {
  withdrawals: WithdrawalDeps;
  /** PAYOUT_RECONCILE_MINUTES: how late an item must be, and how often the job runs. */
  afterMinutes: number;
  log: ReconciliationLog;
}

/** The advisory lock key of the job (any fixed bigint; 'RECO' in ASCII). */
export const reconciliationLockKey = 0x5245434f;

/** The providers the configuration selects, as the routes build them (register-*.ts). */
export function createReconciliationDeps(
  config: Config,
  database: Database,
  log: ReconciliationLog,
): ReconciliationDeps {
  const hostedProvider = createHostedPaymentProvider(config, database);
  return {
    database,
    afterMinutes: config.reconcileMinutes,
    log,
    withdrawals: {
      database,
      providers: {
        paypal: createPayPalPayouts(config, database),
        card: createCardPayoutProvider(hostedProvider),
      },
      autoApproveBelowCrystals: config.payouts.autoApproveBelowCrystals,
      secondApprovalFromCrystals: config.payouts.secondApprovalFromCrystals,
      log,
    },
    checkout: { database, provider: createCheckoutProvider(config, database), publicUrl: config.publicUrl },
    hosted: {
      database,
      provider: hostedProvider,
      publicUrl: config.publicUrl,
      currencyRates: config.payments.currencyRates,
    },
  };
}

/** One run at `now`: late payouts, then late payments. Each item's trouble is its own (logged, recorded). */
export async function runReconciliation(
  deps: ReconciliationDeps,
  now: Date = new Date(),
): Promise<ReconciliationRun> {
  const payouts = await reconcilePayouts({ ...deps.withdrawals, log: deps.log }, now, deps.afterMinutes);
  const payments = await reconcilePayments(deps, now, deps.afterMinutes);
  const run = {
    at: now.toISOString(),
    checked: payouts.checked + payments.checked,
    settled: payouts.settled + payments.settled,
  };
  await recordRun(deps.database, run);
  return run;
}

/** The run under the PostgreSQL advisory lock; null when another instance holds it. */
export async function runReconciliationExclusive(
  deps: ReconciliationDeps,
  now: Date = new Date(),
): Promise<ReconciliationRun | null> {
  if (deps.database.engine !== 'postgres') return runReconciliation(deps, now);
  // Held by a pooled connection's transaction for the run; the work uses its own transactions and no
  // row lock is held across a provider call.
  return deps.database.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
      reconciliationLockKey,
    ]);
    if (!rows[0]?.locked) return null;
    return runReconciliation(deps, now);
  });
}

/** Every PAYOUT_RECONCILE_MINUTES (main.ts), one run at a time on this instance and across them. */
export function startReconciliation(deps: ReconciliationDeps): PeriodicJob {
  return startPeriodicJob(
    async () => {
      const run = await runReconciliationExclusive(deps);
      if (run && run.checked > 0) deps.log.info({ ...run }, 'reconciliation');
    },
    { intervalMs: Math.round(deps.afterMinutes * 60_000), log: deps.log, failure: 'reconciliation failed' },
  );
}
