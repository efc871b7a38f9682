import { z } from 'zod';

// Building blocks of request schemas (issue 9: every route validated from the contract). The server
// hands each route's params, query, headers and body to these through its Fastify type provider, so a
// wrong type, an overlong string or a control character answers 400 before any handler runs.

/** C0 and C1 controls and DEL; tab, line feed and carriage return are allowed only by `multilineText`. */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const lineBreakOrTab = /[\t\n\r]/u;

/** One line of text: at most `max` characters (UTF-16 units, as the database's varchar counts them near enough). */
export const lineText = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => !controlCharacter.test(value) && !lineBreakOrTab.test(value), {
      error: 'must not contain control characters',
    });

/** Text that may hold line breaks and tabs (a message, a description), no other control characters. */
export const multilineText = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => !controlCharacter.test(value), { error: 'must not contain control characters' });

/** A path segment naming a record by id (a UUID or a provider's id): printable, at most 100 characters. */
export const idSegment = lineText(100).pipe(z.string().min(1, { error: 'is required' }));

/** `/:id` routes. Whether the id exists (and is well formed for its table) is the handler's 404. */
export const idParamsSchema = z.object({ id: idSegment });

/** Game ids are short lower-case slugs; which exist is the database's answer (a 404) (`lol`, `cs2`, `brawlstars`). */
export const gameSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, { error: 'must be a game id such as lol or valorant' });
export const gameIdParamsSchema = z.object({ gameId: gameSlugSchema });

/** A route that takes no query parameters still tolerates cache-busting ones, but only as short text. */
export const anyQuerySchema = z.record(z.string(), z.union([lineText(500), z.array(lineText(500))]));

/** The tracking redirects record whatever query a campaign link carries (truncated by the server). */
export const campaignQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
