// Saved cards (spec §3 Saved payment method): the rows of payment_methods (migration 0017). Only the
// provider's token, brand, masked number and expiry are kept; never a card number.
import type { Queryable } from '../db/database';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

export interface OwnCard {
  id: string;
  providerToken: string;
  brand: string;
  last4: string;
}

/** The player's own card, not deleted; null for another player's, a deleted, an unknown or a non-uuid id. */
export async function findOwnCard(db: Queryable, userId: string, methodId: string): Promise<OwnCard | null> {
  if (!isUuid(methodId) || !isUuid(userId)) return null;
  const { rows } = await db.query<{ id: string; provider_token: string; brand: string; last4: string }>(
    `select id, provider_token, brand, last4 from payment_methods
      where id = $1 and user_id = $2 and deleted_at is null`,
    [methodId, userId],
  );
  const row = rows[0];
  return row ? { id: row.id, providerToken: row.provider_token, brand: row.brand, last4: row.last4 } : null;
}
