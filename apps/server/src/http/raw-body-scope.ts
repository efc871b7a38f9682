// A scope whose routes receive the body as the exact text sent (webhooks: the providers' signatures
// cover the bytes received, which a parsed-and-reserialised JSON body would not reproduce). Every
// content type is read as a string up to `bodyLimit`; routes still declare their body schema.
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type RawBodyScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export function registerRawBodyScope(
  app: FastifyInstance,
  options: {
    bodyLimit: number;
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;
  },
  routes: (scope: RawBodyScope) => void,
): void {
  void app.register(async (plain) => {
    plain.setErrorHandler(options.errorHandler);
    plain.removeAllContentTypeParsers();
    plain.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: options.bodyLimit },
      (_request, body, done) => done(null, body),
    );
    routes(plain.withTypeProvider<ZodTypeProvider>());
  });
}
