// The server renderer's fetch: this server's own routes, asked in-process.
import type { LanguageCode } from '@arena/domain';
import type { FastifyInstance } from 'fastify';

/** A fetch that asks this server's routes in-process (no socket), in the reader's language. */
export function injectFetch(app: FastifyInstance, language: LanguageCode): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    headers['accept-language'] = language;
    delete headers['accept-encoding'];
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(request.method === 'GET' || request.method === 'HEAD'
        ? {}
        : { payload: Buffer.from(await request.arrayBuffer()) }),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    return new Response(empty ? null : Uint8Array.from(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
