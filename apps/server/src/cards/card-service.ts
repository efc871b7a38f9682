// Saved cards (issue 10, spec §3 Saved payment method, §7 Payments methods): starting a tokenization
// session, applying its result once (from the signed webhook or when the list is read), the list and
// the soft delete. Only the provider's token, brand, mask, expiry and fingerprint are stored.
import { randomUUID } from 'node:crypto';
import { cardRedirects, type SavedCard } from '@arena/contract';
import type { Database, Queryable } from '../db/database';
import { observeFairPlay } from '../fair-play/fair-play-service';
import { httpError } from '../http/http-error';
import type { HostedPaymentProvider } from '../payments/hosted-provider';
import type { CardTokenizationSession } from './card-tokenization';
import { isUuid } from './payment-methods-repository';

export interface CardDeps {
  database: Database;
  provider: HostedPaymentProvider;
  publicUrl: string;
}

/** A pending session older than this is no longer asked about when the list is read. */
const settleWindowMinutes = 60;

export const cardNotFound = () => httpError(404, 'card.notFound');

/** POST /api/payments/get-tokenization-url: a session at the provider, remembered for this player. */
export async function createTokenizationUrl(deps: CardDeps, userId: string): Promise<string> {
  const reference = randomUUID();
  const { sessionId, url } = await deps.provider.createTokenizationSession({
    reference,
    returnUrl: `${deps.publicUrl}${cardRedirects.saved}`,
    cancelUrl: `${deps.publicUrl}${cardRedirects.cancelled}`,
  });
  await deps.database.query(
    `insert into card_tokenization_sessions (id, user_id, provider_session_id) values ($1, $2, $3)`,
    [reference, userId, sessionId],
  );
  return url;
}

/**
 * Applies what the provider says of one session, once: a tokenized card becomes the player's saved
 * card (preferred when it is the first), a declined or cancelled session is closed. The session row
 * moves from 'pending' under a lock, so a webhook and a list racing each other save one card.
 */
export async function applyTokenizationResult(
  deps: CardDeps,
  session: CardTokenizationSession,
): Promise<void> {
  if (session.status === 'pending') return;
  const savedFor = await deps.database.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; user_id: string }>(
      `select id, user_id from card_tokenization_sessions
        where provider_session_id = $1 and status = 'pending' for update`,
      [session.sessionId],
    );
    const row = rows[0];
    if (!row) return null; // unknown to Arena, or already applied
    if (session.status !== 'tokenized' || !session.card) {
      await tx.query(
        `update card_tokenization_sessions set status = $2, completed_at = now() where id = $1`,
        [row.id, session.status === 'tokenized' ? 'declined' : session.status],
      );
      return null;
    }
    const methodId = await insertCard(tx, row.user_id, session);
    await tx.query(
      `update card_tokenization_sessions
          set status = 'saved', completed_at = now(), payment_method_id = $2 where id = $1`,
      [row.id, methodId],
    );
    return row.user_id;
  });
  // A saved card's fingerprint may link accounts (decision 0050); never fails the save.
  if (savedFor) await observeFairPlay(deps.database, [savedFor]);
}

async function insertCard(tx: Queryable, userId: string, session: CardTokenizationSession) {
  const card = session.card!;
  // One player's card changes run one at a time (the preferred flag is decided from the others).
  await tx.query(`select id from users where id = $1 for update`, [userId]);
  const { rows } = await tx.query<{ id: string }>(
    `insert into payment_methods (user_id, provider_token, brand, pan_masked, last4, expiry_month, expiry_year, preferred,
                                  card_fingerprint)
     values ($1, $2, $3, $4, $5, $6, $7,
             not exists (select 1 from payment_methods where user_id = $1 and deleted_at is null), $8)
     on conflict (provider_token) do nothing
     returning id`,
    [
      userId,
      card.token,
      card.brand,
      card.panMasked,
      card.last4,
      card.expiryMonth,
      card.expiryYear,
      card.fingerprint ?? null,
    ],
  );
  if (rows[0]) return rows[0].id;
  const existing = await tx.query<{ id: string }>(
    `select id from payment_methods where provider_token = $1 and user_id = $2`,
    [card.token, userId],
  );
  return existing.rows[0]?.id ?? null;
}

/**
 * Asks the provider about this player's recent sessions still pending, so a card saved while the
 * webhook is late (or lost) shows as soon as the player is back on the list.
 */
async function settlePendingSessions(deps: CardDeps, userId: string): Promise<void> {
  const { rows } = await deps.database.query<{ provider_session_id: string }>(
    `select provider_session_id from card_tokenization_sessions
      where user_id = $1 and status = 'pending'
        and created_at > now() - make_interval(mins => $2::int)
      order by created_at desc limit 5`,
    [userId, settleWindowMinutes],
  );
  for (const row of rows) {
    try {
      const session = await deps.provider.getTokenizationSession(row.provider_session_id);
      if (session) await applyTokenizationResult(deps, session);
    } catch {
      // The provider is unreachable: the list shows what Arena has; the webhook will bring the rest.
    }
  }
}

interface CardRow {
  id: string;
  brand: string;
  pan_masked: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  created_at: Date | string;
  preferred: boolean;
}

/** GET /api/payments/methods: the player's cards not deleted, newest first. */
export async function listCards(deps: CardDeps, userId: string): Promise<SavedCard[]> {
  await settlePendingSessions(deps, userId);
  const { rows } = await deps.database.query<CardRow>(
    `select id, brand, pan_masked, last4, expiry_month, expiry_year, created_at, preferred
       from payment_methods where user_id = $1 and deleted_at is null
      order by created_at desc, id desc`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    pan_masked: row.pan_masked,
    last4: row.last4,
    expiry_month: Number(row.expiry_month),
    expiry_year: Number(row.expiry_year),
    created_at: new Date(row.created_at).toISOString(),
    preferred: row.preferred,
  }));
}

/** DELETE /api/payments/methods/{id}: own cards only; the next newest takes over as preferred. */
export async function deleteCard(deps: CardDeps, userId: string, methodId: string): Promise<void> {
  if (!isUuid(methodId)) throw cardNotFound();
  await deps.database.transaction(async (tx) => {
    await tx.query(`select id from users where id = $1 for update`, [userId]);
    const { rows } = await tx.query<{ preferred: boolean }>(
      `select preferred from payment_methods where id = $1 and user_id = $2 and deleted_at is null`,
      [methodId, userId],
    );
    const card = rows[0];
    if (!card) throw cardNotFound();
    await tx.query(`update payment_methods set deleted_at = now(), preferred = false where id = $1`, [
      methodId,
    ]);
    if (card.preferred) {
      await tx.query(
        `update payment_methods set preferred = true
          where id = (select id from payment_methods where user_id = $1 and deleted_at is null
                       order by created_at desc, id desc limit 1)`,
        [userId],
      );
    }
  });
}
