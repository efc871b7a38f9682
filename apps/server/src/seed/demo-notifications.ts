// Demo notifications (issue 16, docs/decisions/0034-notifications.md): the demo player's inbox holds an
// entry of each challenge kind (overtaken too, decision 0071), some read, so the bell and the inbox are not
// empty in the demo. The entries the seeded finishes made for the roster are settled as mailed: the demo's
// history sends no mail at start.
// The void entry needs a voided challenge: a free Valorant sprint the lifecycle voided for too few players.
import type { Queryable } from '../db/database';
import { demoPlayerAccount } from './demo-players';

const hourMs = 3_600_000;

export function prepareDemoNotifications(): Promise<(tx: Queryable) => Promise<void>> {
  return Promise.resolve(async (tx) => {
    const now = Date.now();
    await tx.query('update notifications set emailed_at = $1 where emailed_at is null', [new Date(now)]);
    const demo = await tx.query<{ id: string }>('select id from users where email = $1', [
      demoPlayerAccount.email,
    ]);
    const playerId = demo.rows[0]?.id;
    if (!playerId) return;
    // The finished Valorant challenges the demo player played from their start (demo-challenges.ts): the
    // seeded finish wrote their results; the start and last-hour entries the lifecycle would have made
    // before are added here, read.
    const played = await tx.query<{ id: string; start_time: Date | string; end_time: Date | string }>(
      `select c.id, c.start_time, c.end_time from challenges c
         join challenge_participants p on p.challenge_id = c.id and p.user_id = $1
        where c.status = 2 and c.game_id = 'valorant' order by c.end_time`,
      [playerId],
    );
    // The Premier Cup, where they finished 2nd: three hours before its end someone passed them while they
    // held 1st (decision 0071), the one overtaken entry a player gets in a challenge.
    const passed = await tx.query<{ challenge_id: string; end_time: Date | string }>(
      `select n.challenge_id, c.end_time from notifications n join challenges c on c.id = n.challenge_id
        where n.user_id = $1 and n.kind = 'challenge_result' and n.payload->>'rank' = '2'
        order by c.end_time limit 1`,
      [playerId],
    );
    const voidStart = now - 50 * hourMs;
    const voided = await tx.query<{ id: string }>(
      `insert into challenges (game_id, title, short_description, description, image, start_time, end_time,
                               duration_hours, entry_fee, max_players, game_limit, min_skill_level, status,
                               registered_players, min_players, void_reason, cancelled_at, cancel_reason)
       values ('valorant', 'Valorant Midweek Sprint', $1, $2, '/games/valorant.svg', $3, $4, 24, 0, 50, 5, 3, 3,
               1, 4, 'too_few_players', $3, 'Too few players at the start: 1 of at least 4')
       returning id`,
      [
        'One day, one leaderboard: the best two players take the daily cash prize.',
        '<p>One day, one leaderboard: the best two players take the daily cash prize.</p>',
        new Date(voidStart),
        new Date(voidStart + 24 * hourMs),
      ],
    );
    const voidedId = voided.rows[0]!.id;
    for (const [rank, cents] of [1_000, 500].entries()) {
      await tx.query(
        'insert into challenge_prizes (challenge_id, rank, title, value_cents) values ($1, $2, $3, $4)',
        [voidedId, rank + 1, rank === 0 ? '1st place' : '2nd place', cents],
      );
    }
    await tx.query(
      'insert into challenge_participants (challenge_id, user_id, created_at) values ($1, $2, $3)',
      [voidedId, playerId, new Date(voidStart - 2 * hourMs)],
    );

    const entries: {
      challengeId: string;
      kind: string;
      payload: object | null;
      at: number;
      read: boolean;
    }[] = [
      {
        challengeId: voidedId,
        kind: 'challenge_voided',
        payload: { refundedGCoins: 0 },
        at: voidStart,
        read: true,
      },
      ...passed.rows.map((row) => ({
        challengeId: row.challenge_id,
        kind: 'challenge_overtaken',
        payload: { rank: 2 },
        at: new Date(row.end_time).getTime() - 3 * hourMs,
        read: true,
      })),
      ...played.rows.flatMap((row) => [
        {
          challengeId: row.id,
          kind: 'challenge_started',
          payload: null,
          at: new Date(row.start_time).getTime(),
          read: true,
        },
        {
          challengeId: row.id,
          kind: 'challenge_ending',
          payload: null,
          at: new Date(row.end_time).getTime() - hourMs,
          read: true,
        },
      ]),
    ];
    for (const entry of entries) {
      await tx.query(
        `insert into notifications (user_id, challenge_id, kind, payload, created_at, read_at, emailed_at)
         values ($1, $2, $3, $4::jsonb, $5::timestamptz, case when $6::boolean then $5::timestamptz end, $5::timestamptz)
         on conflict (user_id, challenge_id, kind) do nothing`,
        [
          playerId,
          entry.challengeId,
          entry.kind,
          entry.payload === null ? null : JSON.stringify(entry.payload),
          new Date(entry.at),
          entry.read,
        ],
      );
    }
  });
}
