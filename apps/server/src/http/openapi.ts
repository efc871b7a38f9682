// GET /api/openapi.json and the reference page /api/docs (issue 31, docs/decisions/0057): the
// document is generated from the same zod schemas the routes validate with (openapi-transform.ts),
// with the spec's examples (openapi-examples.ts);
// Swagger UI's files are served by this server (no CDN), inside the site's content security policy.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { attachExamples } from './openapi-examples';
import { docsThemeCss, docsThemeJs } from './openapi-theme';
import { arenaTransform } from './openapi-transform';

export const openApiDocumentPath = '/api/openapi.json';
export const apiDocsPath = '/api/docs';

/** Registers the document's route collector: call before any route, so every one is seen. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Arena API',
        version: '1',
        description:
          'Every failure answers the error envelope `{ status: "error", message, messageKey, messageParams }`: ' +
          '`message` is English, `messageKey` names it in the server message catalogue. Signed-in calls send ' +
          '`Authorization: Bearer <access token>` (POST /api/auth/login, GET /api/auth/refresh).',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: arenaTransform(app),
    // The spec's examples (openapi-examples.ts) go on the finished operations.
    transformObject: (input) => attachExamples(jsonSchemaTransformObject(input)),
  });
  app.get(openApiDocumentPath, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: apiDocsPath,
    // No top bar (its search box and external logo link); no call to the online validator; no deep
    // links (a link inside each operation's toggle button is a nested control for axe).
    uiConfig: { layout: 'BaseLayout', deepLinking: false, validatorUrl: null },
    theme: {
      title: 'Arena API reference',
      css: [{ filename: 'arena.css', content: docsThemeCss }],
      js: [{ filename: 'arena.js', content: docsThemeJs }],
    },
  });
}
