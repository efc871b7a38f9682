// Payout notifications by provider event id (migration 0018 payout_webhook_events), as
// payments/webhook-events.ts does for payments: the delivery is recorded first and marked processed
// after its work, so a redelivery of a processed event does nothing while one after a failed attempt
// runs the work again (the withdrawal's guarded moves and the refund's ledger key keep that safe).
import type { WithdrawalMethodName } from '@arena/contract';
import type { Queryable } from '../db/database';

export async function processPayoutEventOnce(
  db: Queryable,
  provider: WithdrawalMethodName,
  event: { id: string; type: string },
  rawBody: string,
  work: () => Promise<void>,
): Promise<'processed' | 'duplicate'> {
  await db.query(
    `insert into payout_webhook_events (provider, event_id, event_type, payload)
     values ($1, $2, $3, $4::jsonb) on conflict (provider, event_id) do nothing`,
    [provider, event.id.slice(0, 200), event.type.slice(0, 200), rawBody],
  );
  const { rows } = await db.query<{ processed: boolean }>(
    `select processed_at is not null as processed from payout_webhook_events
      where provider = $1 and event_id = $2`,
    [provider, event.id.slice(0, 200)],
  );
  if (rows[0]?.processed) return 'duplicate';
  await work();
  await db.query(
    `update payout_webhook_events set processed_at = now()
      where provider = $1 and event_id = $2 and processed_at is null`,
    [provider, event.id.slice(0, 200)],
  );
  return 'processed';
}
