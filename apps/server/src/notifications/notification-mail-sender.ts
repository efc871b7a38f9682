// Sending notification mail (docs/decisions/0034-notifications.md). Entries are made by the lifecycle
// with emailed_at null; this job takes the oldest pending ones a batch at a time, claiming them with
// `for update skip locked` and stamping emailed_at in the same statement, so two instances never take
// the same entry and nobody is mailed twice. It sends after that commit (PGlite has one session: no
// transaction is held open while mail goes out). A claimed entry is settled without a mail when the player
// turned mail off or its moment passed (a "started" or "ends soon" mail after the end). A failed send is
// logged and not retried, as the void mail does. Batches keep a large finish (100,000 results) from being
// one tick's work: at most batchSize × batchesPerRun mails a run, the rest in the next runs. Account entries
// (passport_*, payout_*, decision 0047) have no challenge: they are claimed the same way (the challenge is
// left-joined) and worded by account-notification-mail.ts; mail off settles them without a mail too.
import { isAccountNotificationKind } from '@arena/contract';
import type { Database } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import { mailLanguage } from '../mail/mail-language';
import type { MailMessage, MailProvider } from '../mail/mail-provider';
import { notificationMail, type MailedNotification } from '../mail/notification-mail';
import { accountNotificationMail, type MailedAccountNotice } from './account-notification-mail';
import { createUnsubscribeToken } from './unsubscribe-token';

export const notificationMailBatchSize = 200;
export const notificationMailBatchesPerRun = 10;
export const notificationMailIntervalMs = 15_000;
/** Mails sent at once within a batch. */
const sendConcurrency = 5;

export interface NotificationMailDeps {
  database: Database;
  mail: MailProvider;
  /** The site's origin: the challenge, wallet and unsubscribe links. */
  publicUrl: string;
  /** The secret unsubscribe tokens are signed with (JWT_SECRET). */
  secret: string;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export interface MailRunResult {
  claimed: number;
  sent: number;
  /** Settled without a mail (mail off, moment passed, a kind mailed elsewhere). */
  skipped: number;
  failed: number;
}

interface ClaimedRow {
  id: string;
  kind: string;
  payload: Record<string, unknown> | null;
  user_id: string;
  email: string;
  name: string;
  country: string | null;
  language: string | null;
  notify_email: boolean;
  /** Null for an account entry, as are the challenge's title, status and end. */
  challenge_id: string | null;
  title: string | null;
  status: number | null;
  end_time: Date | string | null;
}

/** The language a player's mail is written in (mail/mail-language.ts; kept here for its callers). */
export { mailLanguage };

/**
 * Claims up to `limit` pending entries (oldest first), marking them emailed in the same statement. The
 * challenge is left-joined: an account entry has none, and is claimed (never left pending) all the same.
 */
async function claimBatch(database: Database, now: Date, limit: number): Promise<ClaimedRow[]> {
  const { rows } = await database.query<ClaimedRow>(
    `with picked as (
       select id from notifications
        where emailed_at is null
        order by created_at, id
        limit $2
        for update skip locked
     ), claimed as (
       update notifications n set emailed_at = $1
         from picked
        where n.id = picked.id
       returning n.id, n.kind, n.payload, n.user_id, n.challenge_id, n.created_at
     )
     select cl.id, cl.kind, cl.payload, cl.user_id, u.email, u.name, u.country, u.language, u.notify_email,
            cl.challenge_id, c.title, c.status, c.end_time
       from claimed cl
       join users u on u.id = cl.user_id
       left join challenges c on c.id = cl.challenge_id
      order by cl.created_at, cl.id`,
    [now, limit],
  );
  return rows;
}

/** What an account entry's mail says (its stored figures), or null for a kind that is not one. */
function mailedAccountNotice(row: ClaimedRow): MailedAccountNotice | null {
  const payload = row.payload ?? {};
  switch (row.kind) {
    case 'passport_verified':
      return { kind: 'passport_verified' };
    case 'passport_rejected':
      return {
        kind: 'passport_rejected',
        reason: typeof payload.reason === 'string' && payload.reason.trim() !== '' ? payload.reason : null,
      };
    case 'payout_paid':
    case 'payout_failed':
      return { kind: row.kind, crystals: toSafeInteger(payload.crystals, 'crystals') };
    default:
      return null;
  }
}

/** What a challenge entry's mail says, or null when this entry is settled without one. */
function mailedNotification(row: ClaimedRow, now: Date): MailedNotification | null {
  if (row.end_time === null || row.challenge_id === null) return null;
  const endTime = new Date(row.end_time);
  const running = Number(row.status) === 1 && endTime > now;
  switch (row.kind) {
    case 'challenge_started':
    case 'challenge_ending':
      return running ? { kind: row.kind, endTime } : null;
    case 'challenge_result': {
      const payload = row.payload ?? {};
      const number = (value: unknown, name: string) => toSafeInteger(value, name);
      const prizeTitle = typeof payload.prizeTitle === 'string' ? payload.prizeTitle : null;
      return {
        kind: 'challenge_result',
        endTime,
        result: {
          rank: payload.rank === null || payload.rank === undefined ? null : number(payload.rank, 'rank'),
          players: number(payload.players ?? 0, 'players'),
          prize:
            prizeTitle === null
              ? null
              : { title: prizeTitle, cents: number(payload.prizeCents, 'prizeCents') },
          xp: number(payload.xp ?? 0, 'xp'),
        },
      };
    }
    default:
      // challenge_voided: the void sends its own mail; challenge_overtaken is never mailed (decision 0071).
      // Both are written as mailed, so they only come here if that changes.
      return null;
  }
}

/** One run: batches until nothing is pending or the run's share is sent. */
export async function sendNotificationMail(
  deps: NotificationMailDeps,
  now: Date = new Date(),
  options: { batchSize?: number; batches?: number } = {},
): Promise<MailRunResult> {
  const batchSize = options.batchSize ?? notificationMailBatchSize;
  const batches = options.batches ?? notificationMailBatchesPerRun;
  const total: MailRunResult = { claimed: 0, sent: 0, skipped: 0, failed: 0 };
  for (let run = 0; run < batches; run++) {
    const claimed = await claimBatch(deps.database, now, batchSize);
    total.claimed += claimed.length;
    const due = claimed.flatMap((row) => {
      const message = row.notify_email ? mailFor(deps, row, now) : null;
      return message ? [{ row, message }] : [];
    });
    total.skipped += claimed.length - due.length;
    for (let start = 0; start < due.length; start += sendConcurrency) {
      const slice = due.slice(start, start + sendConcurrency);
      const results = await Promise.allSettled(slice.map(({ message }) => deps.mail.sendMail(message)));
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') {
          total.sent += 1;
          return;
        }
        total.failed += 1;
        const row = slice[index]!.row;
        deps.log.error(
          { err: result.reason, notificationId: row.id, userId: row.user_id },
          'notification email failed',
        );
      });
    }
    if (claimed.length < batchSize) break;
  }
  return total;
}

/** The mail of a claimed entry, or null when it is settled without one (its moment passed, mailed elsewhere). */
function mailFor(deps: NotificationMailDeps, row: ClaimedRow, now: Date): MailMessage | null {
  const token = createUnsubscribeToken(deps.secret, row.user_id);
  const unsubscribeLink = `${deps.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClickUrl = `${deps.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  if (isAccountNotificationKind(row.kind)) {
    const notice = mailedAccountNotice(row);
    return notice === null
      ? null
      : accountNotificationMail({
          to: row.email,
          name: row.name,
          language: mailLanguage(row),
          notice,
          publicUrl: deps.publicUrl,
          unsubscribeLink,
          oneClickUrl,
        });
  }
  const notification = mailedNotification(row, now);
  if (notification === null || row.challenge_id === null) return null;
  return notificationMail({
    to: row.email,
    name: row.name,
    language: mailLanguage(row),
    challengeTitle: row.title ?? '',
    notification,
    challengeLink: `${deps.publicUrl}/challenge/${encodeURIComponent(row.challenge_id)}`,
    unsubscribeLink,
    oneClickUrl,
  });
}

/** Every notificationMailIntervalMs, one run at a time (main.ts). */
export function startNotificationMail(
  deps: NotificationMailDeps,
  intervalMs = notificationMailIntervalMs,
): PeriodicJob {
  return startPeriodicJob(
    async () => {
      const result = await sendNotificationMail(deps);
      if (result.claimed > 0) deps.log.info({ ...result }, 'notification mail');
    },
    { intervalMs, log: deps.log, failure: 'notification mail failed' },
  );
}
