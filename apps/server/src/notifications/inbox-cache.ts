// The first page of a player's inbox, kept per instance and per language (issue 35): the header asks for it
// on every signed-in page and every minute. Like `me` (decision 0065) it is dropped by what changes it:
// `notifications:<id>` (entries read, an account notice recorded: announced after the write commits),
// `account:<id>` (the database announces any change of the account's row: a deletion), `me:<id>` (a challenge
// joined: from then on its changes concern this inbox), and `challenge:<id>`
// for each challenge the page shows or the player is in and that has not finished (a challenge's start,
// last hour, result and void make entries for its participants, and its words and void show in the inbox:
// each of those writes publishes the challenge's topics), and by `*`.
import type { NotificationsResponse } from '@arena/contract';
import { cachePerInstance } from '../auth/session-cache';
import type { Database } from '../db/database';

export const notificationsTopic = (userId: string) => `notifications:${userId}`;

interface CachedInbox {
  page: NotificationsResponse;
  /** The challenges whose changes drop this page. */
  challengeIds: readonly string[];
}

const inboxCacheFor = cachePerInstance<CachedInbox>(['account:', 'notifications:', 'me:'], {
  related: (inbox) => inbox.challengeIds.map((id) => `challenge:${id}`),
});

/** The inbox's first page in `language`: from this instance's memory, or read with `read`. */
export async function firstInboxPage(
  database: Database,
  userId: string,
  language: string,
  read: () => Promise<NotificationsResponse>,
): Promise<NotificationsResponse> {
  const cached = await inboxCacheFor(database.changes).read(userId, language, async () => {
    const [page, open] = await Promise.all([
      read(),
      database.query<{ challenge_id: string }>(
        `select cp.challenge_id from challenge_participants cp join challenges c on c.id = cp.challenge_id
          where cp.user_id = $1 and c.finished_at is null and c.status <> 3`,
        [userId],
      ),
    ]);
    const shown = page.items.flatMap((item) => (item.challengeId ? [item.challengeId] : []));
    return { page, challengeIds: [...new Set([...shown, ...open.rows.map((row) => row.challenge_id)])] };
  });
  return cached!.page;
}
