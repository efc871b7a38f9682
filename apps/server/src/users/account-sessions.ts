// The player's own sessions (issue 30, docs/decisions/0049): the active ones to list, one to end, or all
// but the caller's. Active: not revoked and refreshed within the refresh credential's lifetime.
import type { AccountSession, SessionDevice } from '@arena/contract';
import { sessionDeviceSchema } from '@arena/contract';
import { refreshLifetimeSeconds } from '../auth/refresh-credentials';
import { endSession, type SignInClient } from '../auth/sign-in-sessions';
import { summariseUserAgent } from '../auth/user-agent-summary';
import type { Database } from '../db/database';

interface SessionRow {
  id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function deviceOf(kind: string | null): SessionDevice {
  const parsed = sessionDeviceSchema.safeParse(kind);
  return parsed.success ? parsed.data : null;
}

export async function listActiveSessions(
  db: Database,
  userId: string,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const { rows } = await db.query<SessionRow>(
    `select id, ip, user_agent, created_at, last_seen_at from sessions
      where user_id = $1 and revoked_at is null
        and last_seen_at > now() - make_interval(secs => $2)
      order by last_seen_at desc, created_at desc, id`,
    [userId, refreshLifetimeSeconds],
  );
  return rows.map((row) => {
    const agent = summariseUserAgent(row.user_agent);
    return {
      id: row.id,
      device: deviceOf(agent.device),
      browser: agent.browser,
      os: agent.os,
      address: row.ip,
      createdAt: new Date(row.created_at).toISOString(),
      lastSeenAt: new Date(row.last_seen_at).toISOString(),
      current: row.id === currentSessionId,
    };
  });
}

/** Ends one of the player's active sessions; false for an unknown id, another player's or one that ended. */
export async function endOwnSession(
  db: Database,
  userId: string,
  sessionId: string,
  client: SignInClient,
): Promise<boolean> {
  if (!uuidPattern.test(sessionId)) return false;
  return db.transaction((tx) => endSession(tx, { sessionId, userId, client }));
}

/** Ends every active session of the player but `keep` (the caller's); answers how many ended. */
export async function endOtherSessions(
  db: Database,
  userId: string,
  keep: string | null,
  client: SignInClient,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from sessions where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)
        for update`,
      [userId, keep],
    );
    let ended = 0;
    for (const row of rows) {
      if (await endSession(tx, { sessionId: row.id, userId, client })) ended += 1;
    }
    // Families from before sessions were recorded have no row: their credentials end too.
    await tx.query(
      `update refresh_credentials set revoked_at = now()
        where user_id = $1 and revoked_at is null and ($2::uuid is null or family_id <> $2::uuid)`,
      [userId, keep],
    );
    return ended;
  });
}
