// The landing page's stats strip (spec §2, §7 GET /api/public/dashboard), in one query: players who
// took part and the prizes they earned (user_stats, kept by finishing), and the challenges that have
// finished (ranked and paid: finished_at is set once by the lifecycle, docs/decisions/0012).
// The prizes are summed in integer cents and turned into the spec's USD field at the edge (decision 0022).
import { usdFromCents, type DashboardResponse } from '@arena/contract';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

export type DashboardFigures = DashboardResponse['data'];

export async function readDashboardFigures(db: Queryable): Promise<DashboardFigures> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select count(*) filter (where s.total_challenges > 0) as unique_participants,
            coalesce(sum(s.total_earnings_cents), 0)::bigint as total_prize_value_dispersed_cents,
            (select count(*) from challenges where finished_at is not null) as completed_challenges
       from user_stats s`,
  );
  const row = rows[0] ?? {};
  return {
    unique_participants: toSafeInteger(row.unique_participants, 'unique_participants'),
    total_prize_value_dispersed: usdFromCents(
      toSafeInteger(row.total_prize_value_dispersed_cents, 'total_prize_value_dispersed_cents'),
    ),
    completed_challenges: toSafeInteger(row.completed_challenges, 'completed_challenges'),
  };
}
