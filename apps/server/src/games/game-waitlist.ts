// The game waitlist (docs/decisions/0014-game-waitlist.md): players join it for an inactive game;
// when an admin opens the game, every player still waiting gets one email. notified_at is set in
// the transaction that opens the game, and the emails go out after it commits.
import type { Game } from '@arena/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { httpError } from '../http/http-error';
import { gameOpenMail } from '../mail/game-open-mail';
import { mailLanguage } from '../mail/mail-language';
import type { MailProvider } from '../mail/mail-provider';
import { readGame } from './game-routes';

/** The caller's waitlisted game ids, in game order. */
export async function listWaitlistedGameIds(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ game_id: string }>(
    `select w.game_id from game_waitlist w join games g on g.id = w.game_id
     where w.user_id = $1 order by g.sort_order, g.id`,
    [userId],
  );
  return rows.map((row) => row.game_id);
}

/**
 * Puts the player on the game's waitlist; joining again changes nothing. The insert takes a share
 * lock on the game row, so it cannot slip in while an activation (which locks the row for update)
 * is choosing whom to email: it either lands before and is emailed, or sees the game open.
 */
export async function joinGameWaitlist(db: Queryable, userId: string, gameId: string): Promise<void> {
  const inserted = await db.query(
    `insert into game_waitlist (user_id, game_id)
     select $1, id from games where id = $2 and not is_active for share
     on conflict do nothing`,
    [userId, gameId],
  );
  if (inserted.rowCount > 0) return;
  const { rows } = await db.query<{ is_active: boolean }>('select is_active from games where id = $1', [
    gameId,
  ]);
  if (!rows[0]) throw httpError(404, 'gameWaitlist.gameNotFound');
  if (rows[0].is_active) throw httpError(400, 'gameWaitlist.alreadyActive');
  // Already on the waitlist.
}

export interface GameActivationDeps {
  database: Database;
  mail: MailProvider;
  /** The site's origin, for the link in the email. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface Recipient {
  user_id: string;
  email: string;
  name: string;
  /** The player's stored language and country: their mail's language (mail-language.ts). */
  language: string | null;
  country: string | null;
}

/** How many waitlist emails are in flight at once. */
const sendConcurrency = 5;

/** Sets the game's active flag; opening an inactive game emails its waitlist once (see above). */
export async function setGameActive(
  deps: GameActivationDeps,
  gameId: string,
  isActive: boolean,
): Promise<Game> {
  const { game, recipients } = await deps.database.transaction(async (tx) => {
    const before = await tx.query<{ is_active: boolean }>(
      'select is_active from games where id = $1 for update',
      [gameId],
    );
    if (!before.rows[0]) throw httpError(404, 'gameWaitlist.gameNotFound');
    const recipients = await setGameActiveInTransaction(tx, gameId, before.rows[0].is_active, isActive);
    return { game: (await readGame(tx, gameId))!, recipients };
  });
  if (recipients.length > 0) await emailWaitlist(deps, game, recipients);
  return game;
}

/**
 * Inside the caller's transaction, with the game row locked: sets the flag and, when this opens the
 * game, marks its waitlist notified and answers whom to email after the commit (emailWaitlist).
 */
export async function setGameActiveInTransaction(
  tx: Queryable,
  gameId: string,
  wasActive: boolean,
  isActive: boolean,
): Promise<Recipient[]> {
  await tx.query('update games set is_active = $2 where id = $1', [gameId, isActive]);
  if (wasActive || !isActive) return [];
  const waiting = await tx.query<Recipient>(
    `update game_waitlist w set notified_at = now()
     from users u
     where u.id = w.user_id and w.game_id = $1 and w.notified_at is null
     returning w.user_id, u.email, u.name, u.language, u.country`,
    [gameId],
  );
  return waiting.rows;
}

// After the commit: a failed send is logged and not retried (the row stays notified), so a flaky
// mail server can never email anyone twice.
export async function emailWaitlist(deps: GameActivationDeps, game: Game, recipients: Recipient[]) {
  const link = `${deps.publicUrl}/challenges/${encodeURIComponent(game.id)}`;
  let failed = 0;
  for (let start = 0; start < recipients.length; start += sendConcurrency) {
    const batch = recipients.slice(start, start + sendConcurrency);
    const results = await Promise.allSettled(
      batch.map((recipient) =>
        deps.mail.sendMail(
          gameOpenMail({
            to: recipient.email,
            name: recipient.name,
            language: mailLanguage(recipient),
            gameName: game.name,
            link,
          }),
        ),
      ),
    );
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        failed += 1;
        deps.log.error(
          { err: result.reason, gameId: game.id, userId: batch[index]!.user_id },
          'game waitlist email failed',
        );
      }
    });
  }
  deps.log.info({ gameId: game.id, recipients: recipients.length, failed }, 'game opened: waitlist emailed');
}
