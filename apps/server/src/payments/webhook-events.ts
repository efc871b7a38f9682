// Webhook deduplication by provider event id (migration 0006). The delivery is recorded first and
// marked processed after its work, so a redelivery of a processed event does nothing while a
// redelivery after a failed attempt runs the (idempotent) work again instead of being lost.
import type { Queryable } from '../db/database';
import type { PaymentProviderName } from './payment-orders';

export async function processWebhookOnce(
  db: Queryable,
  provider: PaymentProviderName,
  event: { id: string; type: string },
  rawBody: string,
  work: () => Promise<void>,
): Promise<'processed' | 'duplicate'> {
  await db.query(
    `insert into payment_webhook_events (provider, event_id, event_type, payload)
     values ($1, $2, $3, $4::jsonb) on conflict (provider, event_id) do nothing`,
    [provider, event.id, event.type, rawBody],
  );
  const { rows } = await db.query<{ processed: boolean }>(
    `select processed_at is not null as processed from payment_webhook_events
      where provider = $1 and event_id = $2`,
    [provider, event.id],
  );
  if (rows[0]?.processed) return 'duplicate';
  await work();
  await db.query(
    `update payment_webhook_events set processed_at = now()
      where provider = $1 and event_id = $2 and processed_at is null`,
    [provider, event.id],
  );
  return 'processed';
}
