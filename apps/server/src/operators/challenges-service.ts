// Operator challenges (issue 12, docs/decisions/0021): create from the form (a preset fills what the
// body leaves out), edit before the start, list with participants and fees collected. Every change
// writes the operators' audit log with before/after in the same transaction.
import {
  adminChallengesPageSize,
  type AdminChallenge,
  type AdminChallengeBody,
  type AdminChallengeStatus,
  type ChallengeTranslations,
  type ServerMessageKey,
  type ServerMessageParams,
} from '@arena/contract';
import {
  challengePresets,
  crystalsFromUsdCents,
  defaultMinimumParticipants,
  deriveChallengeType,
  hourMs,
  isVoidReason,
  presetChallengeType,
} from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { httpError } from '../http/http-error';
import type { ObjectStorage } from '../storage/object-storage';
import { challengeImageKeyInUrl } from '../storage/public-objects';
import { recordOperatorAction } from './audit-log';
import { sanitiseRichText } from './challenges-rich-text';
import { sanitiseTranslations, storedTranslations } from './challenges-translations';

export interface ChallengeValues {
  title: string;
  shortDescription: string;
  description: string;
  image: string | null;
  gameId: string;
  startTime: Date;
  endTime: Date;
  durationHours: number;
  entryFee: number;
  maxPlayers: number;
  minPlayers: number;
  gameLimit: number;
  skillLevel: number;
  prizes: { title: string; valueCents: number }[];
  /** Undefined (left out of a PUT) keeps the stored ones (decision 0058). */
  translations: ChallengeTranslations | undefined;
}

const badRequest = (key: ServerMessageKey, params?: ServerMessageParams) => httpError(400, key, params);

/** The form, with the preset's values where the body has none, sanitised and checked (400 otherwise). */
export async function resolveChallengeForm(
  db: Queryable,
  storage: ObjectStorage,
  body: AdminChallengeBody,
  now: Date,
): Promise<ChallengeValues> {
  const preset = body.preset ? challengePresets[body.preset] : undefined;
  const startTime = new Date(body.startsAt);
  if (startTime.getTime() <= now.getTime()) throw badRequest('adminChallenge.startInPast');

  let durationHours = body.durationHours ?? preset?.durationHours;
  if (body.endsAt !== undefined) {
    const span = Date.parse(body.endsAt) - startTime.getTime();
    if (span <= 0 || span % hourMs !== 0) {
      throw badRequest('adminChallenge.endsAtWholeHours');
    }
    durationHours = span / hourMs;
  }
  if (durationHours === undefined) throw badRequest('adminChallenge.durationRequired');
  const entryFee = body.entryFee ?? preset?.entryFee ?? 0;
  const prizes = (body.prizes ?? preset?.prizes ?? []).map(({ title, valueCents }) => ({
    title,
    valueCents,
  }));
  const maxPlayers = body.maxPlayers ?? preset?.maxPlayers;
  if (maxPlayers === undefined) throw badRequest('adminChallenge.maxPlayersRequired');

  const derived = deriveChallengeType({
    durationHours,
    entryFee,
    prizes: prizes.map((prize) => ({ value: prize.valueCents })),
  });
  const wanted = presetChallengeType(body.type);
  if (derived !== wanted) {
    throw badRequest('adminChallenge.typeMismatch', {
      durationHours,
      entryFee,
      prizes: prizes.length === 0 ? 'no prizes' : 'these prizes',
      made: derived === 'unknown' ? 'no known type' : `a ${derived} challenge`,
      type: body.type,
    });
  }

  const game = await db.query<{ image: string }>('select image from games where id = $1', [body.gameId]);
  if (!game.rows[0]) throw badRequest('adminChallenge.unknownGame');
  const image = body.image ? await checkedImage(db, storage, body.image) : game.rows[0].image;

  return {
    title: body.title,
    shortDescription: richText('shortDescription', body.shortDescription),
    description: richText('description', body.description),
    image,
    gameId: body.gameId,
    startTime,
    endTime: new Date(startTime.getTime() + durationHours * hourMs),
    durationHours,
    entryFee,
    maxPlayers,
    minPlayers: body.minPlayers ?? defaultMinimumParticipants,
    gameLimit: body.gameLimit ?? preset?.gameLimit ?? 0,
    skillLevel: body.skillLevel ?? preset?.skillLevel ?? 1,
    prizes,
    translations: body.translations && sanitiseTranslations(body.translations),
  };
}

function richText(field: string, html: string): string {
  const sanitised = sanitiseRichText(html);
  if (!sanitised.hasText) throw badRequest('adminChallenge.emptyDescription', { field });
  return sanitised.html;
}

/** An image is one a game uses (`/games/…`) or one uploaded through POST /api/admin/uploads/image. */
export async function checkedImage(db: Queryable, storage: ObjectStorage, url: string): Promise<string> {
  if (/^\/games\/[a-z0-9-]+\.(?:svg|png|jpg|webp)$/.test(url)) {
    const used = await db.query('select 1 from games where image = $1 limit 1', [url]);
    if (used.rowCount > 0) return url;
  }
  const key = challengeImageKeyInUrl(url);
  if (key && storage.publicUrl(key) === url && (await storage.exists(key))) return url;
  throw badRequest('adminChallenge.image');
}

export async function createChallenge(
  database: Database,
  actorId: string,
  values: ChallengeValues,
): Promise<string> {
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into challenges (game_id, title, short_description, description, image, start_time, end_time,
                               duration_hours, entry_fee, max_players, game_limit, min_skill_level, status,
                               created_by, min_players, translations)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 0, $13, $14, $15) returning id`,
      [
        values.gameId,
        values.title,
        values.shortDescription,
        values.description,
        values.image,
        values.startTime,
        values.endTime,
        values.durationHours,
        values.entryFee,
        values.maxPlayers,
        values.gameLimit,
        values.skillLevel,
        actorId,
        values.minPlayers,
        JSON.stringify(values.translations ?? {}),
      ],
    );
    const id = rows[0]!.id;
    await insertPrizes(tx, id, values.prizes);
    await recordOperatorAction(tx, {
      actorId,
      action: 'challenge.create',
      targetType: 'challenge',
      targetId: id,
      before: null,
      after: await readAdminChallenge(tx, id),
    });
    return id;
  });
}

async function insertPrizes(tx: Queryable, challengeId: string, prizes: ChallengeValues['prizes']) {
  if (prizes.length === 0) return;
  await tx.query(
    `insert into challenge_prizes (challenge_id, rank, title, value_cents)
     select $1, p.rank, p.title, p.value_cents
     from jsonb_to_recordset($2::jsonb) as p(rank integer, title text, value_cents bigint)`,
    [
      challengeId,
      JSON.stringify(
        prizes.map((prize, index) => ({
          rank: index + 1,
          title: prize.title,
          value_cents: prize.valueCents,
        })),
      ),
    ],
  );
}

/** Replaces the challenge's values; only while it is upcoming and its start is still ahead (409 otherwise). */
export async function updateChallenge(
  database: Database,
  actorId: string,
  challengeId: string,
  values: ChallengeValues,
  now: Date,
): Promise<AdminChallenge> {
  return database.transaction(async (tx) => {
    const locked = await tx.query<{
      status: number;
      start_time: Date | string;
      entry_fee: unknown;
      registered_players: number;
    }>('select status, start_time, entry_fee, registered_players from challenges where id = $1 for update', [
      challengeId,
    ]);
    const row = locked.rows[0];
    if (!row) throw httpError(404, 'adminChallenge.notFound');
    if (row.status === 3) throw httpError(409, 'adminChallenge.cancelled');
    if (row.status !== 0 || new Date(row.start_time).getTime() <= now.getTime()) {
      throw httpError(409, 'adminChallenge.started');
    }
    if (values.maxPlayers < row.registered_players) {
      throw badRequest('adminChallenge.maxPlayersBelowJoined', { count: row.registered_players });
    }
    if (row.registered_players > 0 && values.entryFee !== toSafeInteger(row.entry_fee, 'entry_fee')) {
      throw httpError(409, 'adminChallenge.entryFeePaid');
    }
    const before = await readAdminChallenge(tx, challengeId);
    await tx.query(
      `update challenges
       set game_id = $2, title = $3, short_description = $4, description = $5, image = $6, start_time = $7,
           end_time = $8, duration_hours = $9, entry_fee = $10, max_players = $11, game_limit = $12,
           min_skill_level = $13, updated_at = $14, min_players = $15,
           translations = coalesce($16::jsonb, translations)
       where id = $1`,
      [
        challengeId,
        values.gameId,
        values.title,
        values.shortDescription,
        values.description,
        values.image,
        values.startTime,
        values.endTime,
        values.durationHours,
        values.entryFee,
        values.maxPlayers,
        values.gameLimit,
        values.skillLevel,
        now,
        values.minPlayers,
        values.translations === undefined ? null : JSON.stringify(values.translations),
      ],
    );
    await tx.query('delete from challenge_prizes where challenge_id = $1', [challengeId]);
    await insertPrizes(tx, challengeId, values.prizes);
    const after = (await readAdminChallenge(tx, challengeId))!;
    await recordOperatorAction(tx, {
      actorId,
      action: 'challenge.update',
      targetType: 'challenge',
      targetId: challengeId,
      before,
      after,
    });
    return after;
  });
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

interface PrizeRow {
  rank: number;
  title: string;
  value_cents: unknown;
}

interface AdminChallengeRow {
  id: string;
  title: string;
  short_description: string;
  description: string;
  image: string | null;
  game_id: string;
  status: number;
  start_time: Date | string;
  end_time: Date | string;
  duration_hours: number;
  entry_fee: unknown;
  max_players: number;
  min_players: number;
  game_limit: number;
  min_skill_level: number;
  prizes: PrizeRow[] | string | null;
  participants: unknown;
  fees_collected: unknown;
  created_at: Date | string;
  finished_at: Date | string | null;
  cancelled_at: Date | string | null;
  cancel_reason: string | null;
  void_reason: string | null;
  translations: ChallengeTranslations | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const adminChallengeColumns = `
  c.id, c.title, c.short_description, c.description, c.image, c.game_id, c.status, c.start_time, c.end_time,
  c.duration_hours, c.entry_fee, c.max_players, c.game_limit, c.min_skill_level, c.created_at, c.finished_at,
  c.cancelled_at, c.cancel_reason, c.min_players, c.void_reason, c.translations,
  (select json_agg(json_build_object('rank', p.rank, 'title', p.title, 'value_cents', p.value_cents::text)
                   order by p.rank)
   from challenge_prizes p where p.challenge_id = c.id) as prizes,
  (select count(*) from challenge_participants cp where cp.challenge_id = c.id) as participants,
  -- Entry fees in less refunds out, on the entry_fees system account.
  (select coalesce(sum(e.amount), 0)
   from journal_transactions t
   join journal_entries e on e.transaction_id = t.id
   join ledger_accounts a on a.id = e.account_id and a.code = 'entry_fees' and a.currency = 'gcoin'
   where t.type in ('entry_fee', 'refund') and t.metadata ->> 'challengeId' = c.id::text) as fees_collected`;

function toAdminChallenge(row: AdminChallengeRow): AdminChallenge {
  const prizeRows: PrizeRow[] =
    typeof row.prizes === 'string' ? (JSON.parse(row.prizes) as PrizeRow[]) : (row.prizes ?? []);
  const prizes = prizeRows.map((prize) => {
    const valueCents = toSafeInteger(prize.value_cents, 'value_cents');
    return { rank: prize.rank, title: prize.title, valueCents, crystals: crystalsFromUsdCents(valueCents) };
  });
  const entryFee = toSafeInteger(row.entry_fee, 'entry_fee');
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.short_description,
    description: row.description,
    image: row.image,
    gameId: row.game_id,
    type: deriveChallengeType({
      durationHours: row.duration_hours,
      entryFee,
      prizes: prizes.map((prize) => ({ value: prize.valueCents })),
    }),
    status: row.status as AdminChallengeStatus,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    durationHours: row.duration_hours,
    entryFee,
    maxPlayers: row.max_players,
    minPlayers: row.min_players,
    gameLimit: row.game_limit,
    skillLevel: row.min_skill_level,
    prizes,
    participants: toSafeInteger(row.participants, 'participants'),
    feesCollected: toSafeInteger(row.fees_collected, 'fees_collected'),
    createdAt: iso(row.created_at),
    finishedAt: isoOrNull(row.finished_at),
    cancelledAt: isoOrNull(row.cancelled_at),
    cancelReason: row.cancel_reason,
    voidReason: isVoidReason(row.void_reason) ? row.void_reason : null,
    translations: storedTranslations(row.translations),
  };
}

export async function readAdminChallenge(db: Queryable, challengeId: string): Promise<AdminChallenge | null> {
  const { rows } = await db.query<AdminChallengeRow>(
    `select ${adminChallengeColumns} from challenges c where c.id = $1`,
    [challengeId],
  );
  return rows[0] ? toAdminChallenge(rows[0]) : null;
}

export async function listAdminChallenges(
  db: Queryable,
  filter: { gameId?: string; status?: AdminChallengeStatus; page?: number },
): Promise<{ items: AdminChallenge[]; total: number; page: number; pageSize: number }> {
  const page = filter.page ?? 1;
  const where = `($1::text is null or c.game_id = $1) and ($2::int is null or c.status = $2)`;
  const params = [filter.gameId ?? null, filter.status ?? null];
  const total = await db.query<{ total: unknown }>(
    `select count(*) as total from challenges c where ${where}`,
    params,
  );
  const { rows } = await db.query<AdminChallengeRow>(
    `select ${adminChallengeColumns} from challenges c where ${where}
     order by c.start_time desc, c.id limit $3 offset $4`,
    [...params, adminChallengesPageSize, (page - 1) * adminChallengesPageSize],
  );
  return {
    items: rows.map(toAdminChallenge),
    total: toSafeInteger(total.rows[0]?.total ?? 0, 'total'),
    page,
    pageSize: adminChallengesPageSize,
  };
}
