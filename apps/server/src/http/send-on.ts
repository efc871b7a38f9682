// A redirect a client may drive itself (decision 0073): a browser following a link (it asks for HTML, or
// says nothing) is sent on with a 302, as the spec's flows want; a script or an app that asks for JSON
// alone (`Accept: application/json`) gets 200 `{location}` and opens the address where it chooses (a
// popup, a system browser tab, a deep link it handles). Cookies the route sets go out either way.
import type { RedirectAnswer } from '@arena/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** True when the Accept header names JSON and no HTML page. */
export function asksForJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /\bapplication\/json\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

/** Sends the browser to `location`, or tells a JSON client where that is. */
export function sendOn(request: FastifyRequest, reply: FastifyReply, location: string): FastifyReply {
  // The same address answers two ways: a cache keeps them apart by the Accept header.
  reply.header('vary', 'accept');
  if (!asksForJson(request)) return reply.redirect(location);
  const answer: RedirectAnswer = { location };
  return reply.code(200).send(answer);
}
