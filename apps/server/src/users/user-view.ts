// A users row as the contract's User (spec §3 User profile): what a signed-in player may see of
// their own account. The password hash never leaves the server.
import type { User } from '@arena/contract';
import { levelInfo } from '@arena/domain';
import { toSafeInteger } from '../db/safe-integer';
import type { UserRow } from './user-repository';

export function toUserView(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo,
    created_at: toIsoString(row.created_at),
    provider: row.provider,
    emailVerified: row.email_verified_at !== null,
    earningsPrivate: row.earnings_private,
    affiliateCode: row.affiliate_code,
    role: row.role,
    levelInfo: levelInfo(toSafeInteger(row.xp_total, 'xp_total')),
  };
}

export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
