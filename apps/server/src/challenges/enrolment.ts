// Enrolment (spec §7 POST /api/challenge/enroll, §4 registration states and join window): the entry
// point and the group commit's queue. One player's enrolment is one database transaction
// (enrolment-transaction.ts): one read for every refusal (enrolment-reads.ts, the refusals in
// enrolment-eligibility.ts), the participant row, the entry fee through the ledger, and the place last
// with a guarded increment; a refusal rolls everything back. A group commit takes many at once
// (enrolment-batch.ts) with the same checks in the same order.
import { localizedMessage } from '@arena/contract';
import type { Database } from '../db/database';
import { enrolBatchInTransaction } from './enrolment-batch';
import { enrolled, Refused } from './enrolment-eligibility';
import type { EnrolmentRequest, EnrolmentResult } from './enrolment-eligibility';
import { enrolInTransaction } from './enrolment-transaction';

export type { EnrolmentRefusal, EnrolmentResult } from './enrolment-eligibility';
export { recentPointsSql } from './enrolment-reads';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function enrolInChallenge(
  database: Database,
  input: { userId: string; challengeId: string; now?: Date },
): Promise<EnrolmentResult> {
  const { userId, challengeId } = input;
  const now = input.now ?? new Date();
  if (!uuidPattern.test(challengeId)) {
    return { success: false, reason: 'notFound', ...localizedMessage('enroll.notFound'), statusCode: 404 };
  }
  return queueEnrolment(database, { userId, challengeId, now });
}

/** Enrols one player alone: the path every request took before group commit, and its fallback. */
async function enrolOne(database: Database, request: EnrolmentRequest): Promise<EnrolmentResult> {
  try {
    await database.transaction((tx) =>
      enrolInTransaction(tx, request.userId, request.challengeId, request.now),
    );
    return enrolled;
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

interface Waiting extends EnrolmentRequest {
  /** Settles the caller's promise with this answer (resolving with a promise adopts it). */
  answer: (result: Promise<EnrolmentResult>) => void;
}

/** Players waiting to enrol, and whether a transaction is running now. */
interface EnrolmentQueue {
  waiting: Waiting[];
  /** Transactions running now: one on PGlite (one session), a few on PostgreSQL (a pool). */
  running: number;
}

/** The most enrolments one transaction takes. */
export const maxEnrolmentBatch = 100;
const queues = new WeakMap<Database, EnrolmentQueue>();

/**
 * Group commit (issue 15: a hot challenge, a crowd across many): while one transaction enrols, the
 * players who ask meanwhile wait, and the next transaction takes them all at once — set-based per
 * challenge, with the same checks in the same order as one by one. A lone player is enrolled alone.
 */
function queueEnrolment(database: Database, request: EnrolmentRequest): Promise<EnrolmentResult> {
  let queue = queues.get(database);
  if (!queue) queues.set(database, (queue = { waiting: [], running: 0 }));
  const answer = new Promise<EnrolmentResult>((resolve) =>
    queue.waiting.push({ ...request, answer: resolve }),
  );
  if (queue.running < concurrentBatches(database)) void drain(database, queue);
  return answer;
}

/** PostgreSQL runs a few groups side by side (different challenges need not wait for each other). */
const concurrentBatches = (_database: Database) => 1;

async function drain(database: Database, queue: EnrolmentQueue) {
  queue.running += 1;
  try {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, maxEnrolmentBatch);
      let answers: Promise<EnrolmentResult>[];
      if (batch.length === 1) {
        answers = [enrolOne(database, batch[0]!)];
      } else {
        try {
          const results = await database.transaction((tx) => enrolBatchInTransaction(tx, batch));
          answers = results.map((result) => Promise.resolve(result));
        } catch {
          // Something another transaction changed under the batch (a place, a wallet, a fee taken):
          // all of it rolled back; each player goes the one-by-one way, which knows the reason.
          answers = batch.map((request) => enrolOne(database, request));
        }
      }
      batch.forEach((request, index) => request.answer(answers[index]!));
      await Promise.allSettled(answers);
    }
  } finally {
    queue.running -= 1;
  }
}
