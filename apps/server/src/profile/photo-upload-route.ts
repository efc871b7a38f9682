// POST /api/upload/profile-image (spec §5, §7): multipart field `image`, at most 5 MB, JPEG, PNG,
// GIF or WebP as its bytes show (image-type.ts). The photo is stored under a content-hashed key of
// this user; PUT /api/users/profile/photo then accepts only such a URL.
import type { UploadResponse } from '@arena/contract';
import { profilePhotoUpload } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/http-error';
import { rateLimit } from '../http/rate-limits';
import type { ObjectStorage } from '../storage/object-storage';
import { profilePhotoKey } from '../storage/public-objects';
import { sniffImageType } from './image-type';

export const profileImageField = 'image';
const notAnImage = () => httpError(400, 'validation.photo.invalidType');
const tooLarge = () => httpError(413, 'validation.photo.fileTooLarge');
/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const multipartOverheadBytes = 64 * 1024;

export function registerPhotoUploadRoute(app: FastifyInstance, storage: ObjectStorage) {
  app.post(
    '/api/upload/profile-image',
    { preValidation: app.authenticate, config: { rateLimit: rateLimit('profilePhotoUpload') } },
    async (request): Promise<UploadResponse> => {
      if (!request.isMultipart()) throw notAnImage();
      // A declared length that cannot fit is refused before a byte of it is read.
      const declared = Number(request.headers['content-length']);
      if (declared > profilePhotoUpload.maxBytes + multipartOverheadBytes) throw tooLarge();
      const part = await request.file({
        limits: { fileSize: profilePhotoUpload.maxBytes, files: 1, fields: 0 },
      });
      if (!part || part.fieldname !== profileImageField) throw notAnImage();
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      const type = await sniffImageType(bytes);
      if (!type) throw notAnImage();
      const key = profilePhotoKey(request.userId, bytes, type);
      await storage.put(key, bytes, type);
      return { status: 'success', data: { fileUrl: storage.publicUrl(key) } };
    },
  );
}
