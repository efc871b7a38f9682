// POST /api/admin/uploads/image (issue 12): a challenge or game image for the operator forms.
// Multipart field `image`, at most 2 MB, PNG, JPEG or WebP as its first bytes show (never the name
// or the declared type), stored through the object storage under a content-hashed public key
// (challenge-images/<sha256>.<ext>), so the URL it answers can be cached forever.
import { adminImageMaxBytes, type AdminImageUploadResponse } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../auth/admin-only';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { rateLimit } from '../http/rate-limits';
import { sniffImageType } from '../profile/image-type';
import type { ObjectStorage } from '../storage/object-storage';
import { challengeImageKey, challengeImageTypes, type ChallengeImageType } from '../storage/public-objects';

export const adminImageField = 'image';
const notAnImage = () => httpError(400, 'adminChallenge.imageType');
const tooLarge = () => httpError(413, 'adminChallenge.imageTooLarge');
const multipartOverheadBytes = 64 * 1024;

const isChallengeImageType = (type: string | null): type is ChallengeImageType =>
  type !== null && type in challengeImageTypes;

export function registerOperatorUploadRoutes(
  app: FastifyInstance,
  database: Database,
  storage: ObjectStorage,
) {
  app.post(
    '/api/admin/uploads/image',
    {
      preValidation: [app.authenticate, adminOnly(database)],
      config: { rateLimit: rateLimit('adminImageUpload') },
    },
    async (request, reply): Promise<AdminImageUploadResponse> => {
      if (!request.isMultipart()) throw notAnImage();
      const declared = Number(request.headers['content-length']);
      if (declared > adminImageMaxBytes + multipartOverheadBytes) throw tooLarge();
      const part = await request.file({ limits: { fileSize: adminImageMaxBytes, files: 1, fields: 0 } });
      if (!part || part.fieldname !== adminImageField) throw notAnImage();
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      const type = await sniffImageType(bytes);
      if (!isChallengeImageType(type)) throw notAnImage();
      const key = challengeImageKey(bytes, type);
      await storage.put(key, bytes, type);
      reply.code(201);
      return { status: 'success', url: storage.publicUrl(key) };
    },
  );
}
