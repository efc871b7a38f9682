// The player's passport routes (spec §7 Wallet and passport, issue 10):
//   POST /api/passport-verification/upload   multipart field `passport`, at most 10 MB, JPEG/PNG/WEBP/PDF by its bytes
//   GET  /api/passport-verification/status   the newest upload and its state
//   GET  /api/passport-verification/can-withdraw
// A new upload is accepted only when there is none yet or the latest was rejected (409 otherwise).
import { randomUUID } from 'node:crypto';
import {
  passportMessages,
  type CanWithdrawResponse,
  type PassportStatusResponse,
  type PassportUploadResponse,
} from '@arena/contract';
import { passportUpload } from '@arena/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, optionalSession } from '../auth/authenticate';
import { isUniqueViolation } from '../auth/unique-violation';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { rateLimit } from '../http/rate-limits';
import type { IdentityCheckProvider } from './identity-check';
import type { PassportFiles } from './passport-files';
import { passportStorageKey } from './passport-files';
import { sniffPassportType } from './passport-file-type';
import {
  deletePassportRow,
  insertPendingPassport,
  latestPassport,
  mayUpload,
  passportView,
  recordCheckOutcome,
} from './passport-repository';
import { withdrawalEligibility } from './withdrawal-eligibility';

export const passportField = 'passport';
/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const multipartOverheadBytes = 64 * 1024;

const invalidType = () => httpError(400, 'passport.invalidType');
// 413, as the profile photo's "too large".
const tooLarge = () => httpError(413, 'passport.fileTooLarge');
const fileMissing = () => httpError(400, 'passport.fileMissing');
const alreadySubmitted = () => httpError(409, 'passport.alreadySubmitted');

export interface PassportRouteDeps {
  database: Database;
  jwtSecret: string;
  files: PassportFiles;
  identityCheck: IdentityCheckProvider;
}

export function registerPassportRoutes(app: FastifyInstance, deps: PassportRouteDeps) {
  const { database, jwtSecret, files, identityCheck } = deps;

  /** Like app.authenticate, with the spec's own words for a signed-out upload (§8). */
  const authenticateUploader = async (request: FastifyRequest) => {
    const session = await optionalSession(database, request, jwtSecret);
    if (!session) throw httpError(401, 'passport.loggedOut');
    request.userId = session.userId;
    request.userRole = session.role;
  };

  app.post(
    '/api/passport-verification/upload',
    { preValidation: authenticateUploader, config: { rateLimit: rateLimit('passportUpload') } },
    async (request, reply): Promise<PassportUploadResponse> => {
      reply.header('cache-control', 'no-store');
      // Refused before a byte of the file is read: a second upload while one is open.
      if (!mayUpload(await latestPassport(database, request.userId))) throw alreadySubmitted();
      if (!request.isMultipart()) throw fileMissing();
      const declared = Number(request.headers['content-length']);
      if (declared > passportUpload.maxBytes + multipartOverheadBytes) throw tooLarge();
      const part = await request.file({ limits: { fileSize: passportUpload.maxBytes, files: 1, fields: 0 } });
      if (!part || part.fieldname !== passportField) throw fileMissing();
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (bytes.length === 0) throw fileMissing();
      const contentType = await sniffPassportType(bytes);
      if (!contentType) throw invalidType();

      const id = randomUUID();
      const storageKey = passportStorageKey(request.userId, id);
      try {
        await insertPendingPassport(database, {
          id,
          user_id: request.userId,
          provider: identityCheck.mode,
          storage_key: storageKey,
          content_type: contentType,
          size_bytes: bytes.length,
          encryption_key_id: files.keyId,
        });
      } catch (error) {
        // Two uploads at once: the partial unique index lets one through.
        if (isUniqueViolation(error)) throw alreadySubmitted();
        throw error;
      }
      try {
        await files.put(storageKey, id, bytes);
      } catch (error) {
        await deletePassportRow(database, id);
        throw error;
      }
      const result = await identityCheck.check({
        verificationId: id,
        userId: request.userId,
        fileName: part.filename,
        contentType,
        sizeBytes: bytes.length,
      });
      const reason =
        result.decision === 'rejected' ? (result.reason ?? passportMessages.rejectedDefault) : null;
      // The outcome and, for a decision, the player's notification: one transaction.
      await database.transaction((tx) => recordCheckOutcome(tx, id, result.decision, reason));
      const status = result.decision;
      return {
        status: 'success',
        message: uploadMessage(status, reason),
        data: { id, status, rejectionReason: reason },
      };
    },
  );

  app.get(
    '/api/passport-verification/status',
    { preValidation: app.authenticate },
    async (request, reply): Promise<PassportStatusResponse> => {
      reply.header('cache-control', 'no-store');
      const latest = await latestPassport(database, request.userId);
      return {
        data: {
          verified: latest?.status === 'verified',
          verificationStatus: latest?.status ?? 'none',
          verification: latest ? passportView(latest) : null,
        },
      };
    },
  );

  // A visitor (no token) is answered, not refused (spec §8); a token that fails is a 401 as anywhere.
  app.get(
    '/api/passport-verification/can-withdraw',
    {
      preValidation: async (request, reply) => {
        if (bearerToken(request) !== null) await app.authenticate(request, reply);
      },
    },
    async (request, reply): Promise<CanWithdrawResponse> => {
      reply.header('cache-control', 'no-store');
      if (!request.userId) return { data: { canWithdraw: false, reason: passportMessages.notAuthenticated } };
      return { data: await withdrawalEligibility(database, request.userId) };
    },
  );
}

function uploadMessage(status: 'verified' | 'manual_review' | 'rejected', reason: string | null): string {
  if (status === 'verified') return passportMessages.verified;
  if (status === 'manual_review') return passportMessages.underReview;
  return reason ?? passportMessages.rejectedDefault;
}
