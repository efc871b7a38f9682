// The landing page's stats strip (spec §2, §7 GET /api/public/dashboard), in one query that grows
// with the schema: today only user_stats exists; when the challenges tables arrive (a later issue),
// completed_challenges counts finished challenges and the prize total comes from paid prizes.
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

export interface DashboardFigures {
  unique_participants: number;
  total_prize_value_dispersed_cents: number;
  completed_challenges: number;
}

export async function readDashboardFigures(db: Queryable): Promise<DashboardFigures> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select count(*) filter (where s.total_challenges > 0) as unique_participants,
            coalesce(sum(s.total_earnings_cents), 0)::bigint as total_prize_value_dispersed_cents,
            0 as completed_challenges
       from user_stats s`,
  );
  const row = rows[0] ?? {};
  return {
    unique_participants: toSafeInteger(row.unique_participants, 'unique_participants'),
    total_prize_value_dispersed_cents: toSafeInteger(
      row.total_prize_value_dispersed_cents,
      'total_prize_value_dispersed_cents',
    ),
    completed_challenges: toSafeInteger(row.completed_challenges, 'completed_challenges'),
  };
}
