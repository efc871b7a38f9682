// passport_verifications (migration 0016): one row per upload; the newest row is the player's state.
import type { AdminPassport, PassportVerification, PassportVerificationStatus } from '@arena/contract';
import type { Queryable } from '../db/database';
import { recordPassportNotice } from '../notifications/account-notices';

export type StoredPassportStatus = Exclude<PassportVerificationStatus, 'none'>;

export interface PassportRow {
  id: string;
  user_id: string;
  status: StoredPassportStatus;
  provider: 'live' | 'sandbox';
  storage_key: string;
  content_type: string;
  size_bytes: number;
  encryption_key_id: string;
  rejection_reason: string | null;
  decided_at: Date | null;
  decided_by: string | null;
  uploaded_at: Date;
  file_deleted_at: Date | null;
}

export interface AdminPassportRow extends PassportRow {
  user_name: string;
  user_email: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

const adminColumns = `p.*, u.name as user_name, u.email as user_email`;

export async function latestPassport(db: Queryable, userId: string): Promise<PassportRow | null> {
  const { rows } = await db.query<PassportRow>(
    `select * from passport_verifications where user_id = $1 order by uploaded_at desc, id desc limit 1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Whether the player may upload: never uploaded, or the latest upload was rejected. */
export function mayUpload(latest: Pick<PassportRow, 'status'> | null): boolean {
  return latest === null || latest.status === 'rejected';
}

export async function insertPendingPassport(
  db: Queryable,
  row: Pick<
    PassportRow,
    'id' | 'user_id' | 'provider' | 'storage_key' | 'content_type' | 'size_bytes' | 'encryption_key_id'
  >,
): Promise<void> {
  await db.query(
    `insert into passport_verifications
       (id, user_id, status, provider, storage_key, content_type, size_bytes, encryption_key_id)
     values ($1, $2, 'pending', $3, $4, $5, $6, $7)`,
    [
      row.id,
      row.user_id,
      row.provider,
      row.storage_key,
      row.content_type,
      row.size_bytes,
      row.encryption_key_id,
    ],
  );
}

export async function deletePassportRow(db: Queryable, id: string): Promise<void> {
  await db.query(`delete from passport_verifications where id = $1 and status = 'pending'`, [id]);
}

/**
 * The identity check's outcome for a pending upload (verified and rejected are decisions, and the player's
 * notification is written with them: call inside a transaction).
 */
export async function recordCheckOutcome(
  db: Queryable,
  id: string,
  status: 'manual_review' | 'verified' | 'rejected',
  reason: string | null,
): Promise<PassportRow | null> {
  const { rows } = await db.query<PassportRow>(
    `update passport_verifications
        set status = $2, rejection_reason = $3,
            decided_at = case when $2 in ('verified', 'rejected') then now() end
      where id = $1 and status = 'pending'
      returning *`,
    [id, status, reason],
  );
  if (rows[0]) await recordPassportNotice(db, rows[0]);
  return rows[0] ?? null;
}

export async function adminPassportById(
  db: Queryable,
  id: string,
  { forUpdate = false } = {},
): Promise<AdminPassportRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<AdminPassportRow>(
    `select ${adminColumns} from passport_verifications p join users u on u.id = p.user_id
      where p.id = $1 ${forUpdate ? 'for update of p' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function adminPassports(
  db: Queryable,
  status: StoredPassportStatus,
): Promise<AdminPassportRow[]> {
  const { rows } = await db.query<AdminPassportRow>(
    `select ${adminColumns} from passport_verifications p join users u on u.id = p.user_id
      where p.status = $1 order by p.uploaded_at, p.id limit 500`,
    [status],
  );
  return rows;
}

/** An operator's decision; the player's notification is written with it (call inside a transaction). */
export async function decidePassport(
  db: Queryable,
  id: string,
  decision: { status: 'verified' | 'rejected'; reason: string | null; operatorId: string },
): Promise<void> {
  const { rows } = await db.query<PassportRow>(
    `update passport_verifications
        set status = $2, rejection_reason = $3, decided_at = now(), decided_by = $4
      where id = $1 and status in ('pending', 'manual_review')
      returning *`,
    [id, decision.status, decision.reason, decision.operatorId],
  );
  if (rows[0]) await recordPassportNotice(db, rows[0]);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function passportView(row: PassportRow): PassportVerification {
  return {
    id: row.id,
    status: row.status,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    verifiedAt: row.status === 'verified' ? iso(row.decided_at) : null,
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
  };
}

export function adminPassportView(row: AdminPassportRow): AdminPassport {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    userEmail: row.user_email,
    status: row.status,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    decidedAt: iso(row.decided_at),
    rejectionReason: row.rejection_reason,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    fileAvailable: row.file_deleted_at === null,
  };
}
