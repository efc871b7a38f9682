import { languageCodes } from '@arena/domain';
import { z } from 'zod';
import { idSegment } from './request';

// Share cards (issue 33, docs/decisions/0067-share-cards.md): a PNG a player posts, drawn by the server for
// a public profile and for a player's result in a finished challenge. The answer is an image, not JSON:
// these schemas name the request (the OpenAPI document lists them with the other routes).

/** The card's size in pixels: what Open Graph and Twitter's large summary card show without cropping. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** The card's media type. */
export const shareCardMediaType = 'image/png';

/** `?lang=` picks the card's language; without it, the reader's (the language cookie, else Accept-Language). */
export const shareCardQuerySchema = z.object({ lang: z.enum(languageCodes).optional() });
export type ShareCardQuery = z.infer<typeof shareCardQuerySchema>;

/** GET /api/share/profile/{id}/card: a player's public profile. */
export const shareProfileCardParamsSchema = z.object({ id: idSegment });

/** GET /api/share/challenge/{id}/players/{userId}/card: the player's place in a finished challenge. */
export const shareResultCardParamsSchema = z.object({ id: idSegment, userId: idSegment });

/** The card routes' paths, for the pages' `og:image` (the server's origin in front). */
export const shareCardPaths = {
  profile: (userId: string) => `/api/share/profile/${encodeURIComponent(userId)}/card`,
  result: (challengeId: string, userId: string) =>
    `/api/share/challenge/${encodeURIComponent(challengeId)}/players/${encodeURIComponent(userId)}/card`,
};

/** The query parameter of a challenge page's address that names whose result a shared link shows. */
export const sharedPlayerParam = 'player';
