// GET /uploads/<key>: public objects of the local storage (profile photos), with their stored
// content type, nosniff, and a year of caching (keys are content-hashed, so a URL never changes
// meaning). Any key that is not a public object's answers 404, whether or not it exists: passports
// and whatever else is stored privately are never served.
import { lineText } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../http/error-handler';
import { LocalStorage, localUploadsPath } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { isPublicObjectKey } from './public-objects';

const immutable = 'public, max-age=31536000, immutable';

const uploadParamsSchema = z.object({ '*': lineText(300) });

export function registerUploadsRoute(fastify: FastifyInstance, storage: ObjectStorage) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A bucket serves its public objects itself, from S3_PUBLIC_URL.
  if (!(storage instanceof LocalStorage)) return;
  app.get(`${localUploadsPath}/*`, { schema: { params: uploadParamsSchema } }, async (request, reply) => {
    const key = request.params['*'];
    const object = isPublicObjectKey(key) ? await storage.get(key) : null;
    if (!object) return reply.code(404).header('cache-control', 'no-store').send(errorBody('Not found'));
    return reply
      .header('content-type', object.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', immutable)
      .header('content-disposition', 'inline')
      .send(object.bytes);
  });
}
