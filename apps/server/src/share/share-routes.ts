// Share cards (issue 33, docs/decisions/0067-share-cards.md): GET /api/share/profile/:id/card and
// GET /api/share/challenge/:id/players/:userId/card answer a 1200×630 PNG in the reader's language (`?lang=`,
// else the language cookie, else Accept-Language), with an ETag (the hash of what is drawn: 304 draws
// nothing) and a Cache-Control that lets crawlers and CDNs keep it a few minutes.
import {
  shareCardMediaType,
  shareCardQuerySchema,
  shareProfileCardParamsSchema,
  shareResultCardParamsSchema,
} from '@arena/contract';
import type { LanguageCode } from '@arena/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { readerLanguage } from '../http/reader-language';
import { matchesEtag, type PublicCache } from '../public/public-cache';
import { wordsFor } from './card-words';
import { profileForCard, resultForCard } from './share-card-data';
import type { ShareCards } from './share-cards';

/** Five minutes in any cache; after that a browser or CDN asks again with the ETag (a 304 when unchanged). */
export const shareCardCacheControl = 'public, max-age=300';

export function registerShareRoutes(
  fastify: FastifyInstance,
  deps: { database: Database; cache: PublicCache; cards: ShareCards },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, cache, cards } = deps;
  const languageOf = (request: FastifyRequest, lang: LanguageCode | undefined) =>
    lang ?? readerLanguage(request);

  app.get(
    '/api/share/profile/:id/card',
    { schema: { params: shareProfileCardParamsSchema, querystring: shareCardQuerySchema } },
    async (request, reply) => {
      const language = languageOf(request, request.query.lang);
      const profile = await profileForCard(database, cache, request.params.id);
      return sendCard(request, reply, cards, cards.profileSvg(profile, wordsFor(language)));
    },
  );

  app.get(
    '/api/share/challenge/:id/players/:userId/card',
    { schema: { params: shareResultCardParamsSchema, querystring: shareCardQuerySchema } },
    async (request, reply) => {
      const language = languageOf(request, request.query.lang);
      const { id, userId } = request.params;
      const result = await resultForCard(database, cache, id, userId, language);
      return sendCard(request, reply, cards, cards.resultSvg(result, wordsFor(language)));
    },
  );
}

async function sendCard(request: FastifyRequest, reply: FastifyReply, cards: ShareCards, svg: string) {
  const etag = cards.etagOf(svg);
  reply.header('etag', etag).header('cache-control', shareCardCacheControl);
  // Without ?lang= the picture follows the reader's language.
  if (!(request.query as { lang?: string }).lang) reply.header('vary', 'Accept-Language, Cookie');
  if (matchesEtag(request, etag)) return reply.code(304).send();
  const card = await cards.draw(svg);
  return reply.type(shareCardMediaType).send(card.png);
}
