// What tracking records of the match provider (issue 16, docs/decisions/0029-void-and-refund.md): each
// poll ends with one check per current challenge it asked about. The challenge's provider was unreachable
// in that poll when every participant's request failed, reachable when at least one answered. The check
// stands for the time since the previous one (at most providerCheckMaxSpanMs; a longer gap is unknown),
// added to provider_unreachable_ms when unreachable. At the end the lifecycle compares that with the window.
import { providerCheckSpanMs } from '@arena/domain';
import type { Queryable } from '../db/database';

/** One poll's requests to the provider for one challenge. */
export interface ProviderTally {
  asked: number;
  failed: number;
}

export interface ProviderCheck {
  challengeId: string;
  unreachable: boolean;
  /** Milliseconds this check added to the challenge's unreachable time. */
  addedMs: number;
}

export async function recordProviderChecks(
  db: Queryable,
  tallies: ReadonlyMap<string, ProviderTally>,
  now: Date,
): Promise<ProviderCheck[]> {
  const ids = [...tallies].filter(([, tally]) => tally.asked > 0).map(([id]) => id);
  if (ids.length === 0) return [];
  const { rows } = await db.query<{
    id: string;
    start_time: Date | string;
    provider_checked_at: Date | string | null;
  }>(
    'select id, start_time, provider_checked_at from challenges where id = any($1::uuid[]) and status = 1 order by id',
    [ids],
  );
  const checks: ProviderCheck[] = [];
  for (const row of rows) {
    const tally = tallies.get(row.id)!;
    const unreachable = tally.failed === tally.asked;
    const previous = row.provider_checked_at === null ? null : new Date(row.provider_checked_at);
    const addedMs = unreachable
      ? providerCheckSpanMs({ startTime: row.start_time, previousCheck: previous, now })
      : 0;
    // Guarded by the previous check: a check recorded meanwhile (another poll) is not counted twice.
    const updated = await db.query(
      `update challenges
       set provider_unreachable_ms = provider_unreachable_ms + $2, provider_checked_at = $3
       where id = $1 and status = 1 and provider_checked_at is not distinct from $4::timestamptz`,
      [row.id, addedMs, now, previous],
    );
    if (updated.rowCount > 0) checks.push({ challengeId: row.id, unreachable, addedMs });
  }
  return checks;
}
