// Sending pushes (issue 33, docs/decisions/0069-web-push.md) from the same entries as the inbox and its mail
// (decisions 0034, 0047), never from the request that caused the event. A periodic job claims the oldest
// entries not yet pushed (`for update skip locked`, pushed_at stamped in the same statement, as the mail job
// claims emailed_at) and, in that statement, writes one push_deliveries row per entry and subscribed device
// of its player whose switch for the kind is on. Two instances never claim the same entry, and the
// delivery's primary key (entry, device) could not take a second row anyway: each push goes once per event
// and device. Sending happens after that commit: the payload in the player's language (push-message.ts),
// encrypted by web-push (RFC 8291 aes128gcm) with the VAPID Authorization (RFC 8292), posted with fetch so
// the sandbox's http endpoint works as a real https one. A device whose service answers 404 or 410 is
// deleted. Delivery is at most once: a failed post is logged and not retried.
import { pushKindOfNotification, type NotificationKind } from '@arena/contract';
import { isLanguageCode, type LanguageCode } from '@arena/domain';
import webPush from 'web-push';
import type { Database } from '../db/database';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import { mailLanguage } from '../mail/mail-language';
import type { PushConfig } from './push-config';
import { pushPayload, type PushedEntry } from './push-message';

export const pushBatchSize = 200;
export const pushBatchesPerRun = 10;
/** Pushes are wanted at once: a claim of nothing is one indexed read of the pending entries. */
export const pushIntervalMs = 3_000;
const sendConcurrency = 10;
const sendTimeoutMs = 10_000;
const dayS = 24 * 60 * 60;

export interface PushSenderDeps {
  database: Database;
  vapid: Pick<PushConfig, 'publicKey' | 'privateKey' | 'subject'>;
  /** How a push is posted (global fetch; tests ask the app in-process). */
  fetch?: typeof fetch;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

export interface PushRunResult {
  /** Entries claimed (each once across instances). */
  claimed: number;
  /** Pushes the services accepted. */
  sent: number;
  /** Deliveries not sent: the moment passed (a start or last hour after the end), or a kind never pushed. */
  skipped: number;
  /** Devices deleted because their service answered 404 or 410. */
  removed: number;
  failed: number;
}

interface DeliveryRow {
  notification_id: string;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  kind: string;
  challenge_id: string | null;
  subject_id: string | null;
  payload: Record<string, unknown> | null;
  language: string | null;
  device_language: string | null;
  country: string | null;
  title: string | null;
  translations: Record<string, { title?: unknown } | undefined> | null;
  status: number | null;
  end_time: Date | string | null;
}

/** SQL: the push kind of `notifications` row `n` (null for a kind never pushed), from the contract's map. */
const pushKindSql = `case n.kind ${Object.entries(pushKindOfNotification)
  .map(([kind, push]) => `when '${kind}' then ${push === null ? 'null' : `'${push}'`}`)
  .join(' ')} end`;

/**
 * Claims up to `limit` entries not yet pushed and records a delivery for each subscribed device whose switch
 * for the kind is on; answers those deliveries with what sending them needs.
 */
async function claimBatch(database: Database, now: Date, limit: number) {
  // One row per claimed entry and device (an entry with no device, or none that wants it, has one row
  // whose delivery columns are null).
  const { rows } = await database.query<DeliveryRow & { claimed_id: string }>(
    `with picked as (
       select id from notifications where pushed_at is null order by created_at, id limit $2
          for update skip locked
     ), claimed as (
       update notifications n set pushed_at = $1 from picked where n.id = picked.id
       returning n.id, n.kind, n.user_id, n.challenge_id, n.subject_id, n.payload, ${pushKindSql} as push_kind
     ), delivered as (
       insert into push_deliveries (notification_id, subscription_id, created_at)
       select cl.id, s.id, $1 from claimed cl join push_subscriptions s on s.user_id = cl.user_id
        where cl.push_kind is not null
          and not exists (select 1 from push_preferences p
                           where p.user_id = cl.user_id and p.kind = cl.push_kind and not p.enabled)
       on conflict (notification_id, subscription_id) do nothing
       returning notification_id, subscription_id
     )
     select cl.id as claimed_id, d.notification_id, d.subscription_id, s.endpoint, s.p256dh, s.auth,
            s.language as device_language, cl.kind, cl.challenge_id, cl.subject_id, cl.payload,
            u.language, u.country, c.title, c.translations, c.status, c.end_time
       from claimed cl
       join users u on u.id = cl.user_id
       left join delivered d on d.notification_id = cl.id
       left join push_subscriptions s on s.id = d.subscription_id
       left join challenges c on c.id = cl.challenge_id
      order by cl.id, d.subscription_id`,
    [now, limit],
  );
  return {
    claimed: new Set(rows.map((row) => row.claimed_id)).size,
    deliveries: rows.filter((row) => row.notification_id !== null),
  };
}

/** The player's language, else the device's, else the country's guess (mail-language.ts). */
function languageOf(row: DeliveryRow): LanguageCode {
  const device =
    row.device_language !== null && isLanguageCode(row.device_language) ? row.device_language : null;
  return mailLanguage({ language: row.language ?? device, country: row.country });
}

/** Kinds about a running challenge: worth a push only until it ends (its result says the rest). */
const whileRunning = new Set(['challenge_started', 'challenge_ending', 'challenge_overtaken']);

/** Whether a start, last-hour or overtaken push still makes sense (the challenge runs); other kinds always do. */
function stillDue(row: DeliveryRow, now: Date): boolean {
  if (!whileRunning.has(row.kind)) return true;
  return Number(row.status) === 1 && row.end_time !== null && new Date(row.end_time) > now;
}

/** Seconds the push service may hold the message: until the challenge ends, else two days. */
function timeToLive(row: DeliveryRow, now: Date): number {
  if (whileRunning.has(row.kind) && row.end_time !== null) {
    return Math.max(60, Math.floor((new Date(row.end_time).getTime() - now.getTime()) / 1000));
  }
  return 2 * dayS;
}

function entryOf(row: DeliveryRow, language: LanguageCode): PushedEntry {
  const translatedTitle = row.translations?.[language]?.title;
  return {
    kind: row.kind as NotificationKind,
    challengeId: row.challenge_id,
    challengeTitle:
      typeof translatedTitle === 'string' && translatedTitle !== '' ? translatedTitle : row.title,
    subjectId: row.subject_id,
    payload: row.payload,
  };
}

type Outcome = 'sent' | 'skipped' | 'removed' | 'failed';

async function deliver(deps: PushSenderDeps, row: DeliveryRow, now: Date): Promise<Outcome> {
  const language = languageOf(row);
  const payload = stillDue(row, now) ? pushPayload(entryOf(row, language), language) : null;
  if (payload === null) return 'skipped';
  const details = webPush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: deps.vapid,
      TTL: timeToLive(row, now),
      contentEncoding: 'aes128gcm',
      urgency: row.kind === 'challenge_ending' ? 'high' : 'normal',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const post = deps.fetch ?? fetch;
  const answer = await post(details.endpoint, {
    method: 'POST',
    headers,
    body: details.body === null ? undefined : new Uint8Array(details.body),
    signal: AbortSignal.timeout(sendTimeoutMs),
  });
  await answer.arrayBuffer().catch(() => undefined);
  const ids = [row.notification_id, row.subscription_id];
  if (answer.status === 404 || answer.status === 410) {
    // The service dropped the subscription: so does Arena (its deliveries go with it).
    await deps.database.query('delete from push_subscriptions where id = $1 and endpoint = $2', [
      row.subscription_id,
      row.endpoint,
    ]);
    return 'removed';
  }
  await deps.database.query(
    'update push_deliveries set status = $3 where notification_id = $1 and subscription_id = $2',
    [...ids, answer.status],
  );
  if (answer.ok) {
    await deps.database.query('update push_subscriptions set last_success_at = $2 where id = $1', [
      row.subscription_id,
      now,
    ]);
    return 'sent';
  }
  deps.log.warn(
    { notificationId: row.notification_id, subscriptionId: row.subscription_id, status: answer.status },
    'push refused by the push service',
  );
  return 'failed';
}

/** One run: batches until nothing is pending or the run's share is done. */
export async function sendPushes(
  deps: PushSenderDeps,
  now: Date = new Date(),
  options: { batchSize?: number; batches?: number } = {},
): Promise<PushRunResult> {
  const batchSize = options.batchSize ?? pushBatchSize;
  const total: PushRunResult = { claimed: 0, sent: 0, skipped: 0, removed: 0, failed: 0 };
  for (let run = 0; run < (options.batches ?? pushBatchesPerRun); run++) {
    const { claimed, deliveries } = await claimBatch(deps.database, now, batchSize);
    total.claimed += claimed;
    for (let start = 0; start < deliveries.length; start += sendConcurrency) {
      const slice = deliveries.slice(start, start + sendConcurrency);
      const outcomes = await Promise.allSettled(slice.map((row) => deliver(deps, row, now)));
      outcomes.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') {
          total[outcome.value] += 1;
          return;
        }
        total.failed += 1;
        const row = slice[index]!;
        deps.log.error(
          { err: outcome.reason, notificationId: row.notification_id, subscriptionId: row.subscription_id },
          'push failed',
        );
      });
    }
    if (claimed < batchSize) break;
  }
  return total;
}

/** Every pushIntervalMs, one run at a time (main.ts). */
export function startPushSender(deps: PushSenderDeps, intervalMs = pushIntervalMs): PeriodicJob {
  return startPeriodicJob(
    async () => {
      const result = await sendPushes(deps);
      if (result.claimed > 0) deps.log.info({ ...result }, 'web push');
    },
    { intervalMs, log: deps.log, failure: 'web push failed' },
  );
}
