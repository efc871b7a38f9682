// A page's answer, compressed as the browser accepts (issue 15).
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './rendered-pages';

/** Brotli for a page's first answer: 3–4 ms for the landing page (87 kB of HTML), on the request's time. */
export const quickBrotliQuality = 5;
/**
 * Brotli for the answers after it, made once off the event loop (zlib's thread pool), when a page is
 * asked for a second time (a page only a crawler opens is not worth it): ~90 ms of CPU for the landing
 * page, and 10% fewer bytes than the quick form (16.2 → 14.5 kB before the loader was minified). A page
 * whose HTML fits the first TCP window arrives a round trip sooner on a slow link (issue 15).
 */
export const smallBrotliQuality = 11;

/**
 * Sends a page compressed as the browser accepts (brotli, gzip or none), compressing each page once; a
 * page asked for again gets the smaller brotli once it is ready.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const accepts = request.headers['accept-encoding'] ?? '';
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (/\bbr\b/.test(accepts)) {
    if (!page.br) {
      page.br = brotliCompressSync(page.html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: quickBrotliQuality },
      });
    } else if (!page.brotliSmaller) {
      page.brotliSmaller = true;
      brotliCompress(
        page.html,
        {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: smallBrotliQuality,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html),
          },
        },
        (error, smaller) => {
          if (error)
            request.log.warn({ err: error }, 'the smaller brotli of a page failed: the first one stays');
          else page.br = smaller;
        },
      );
    }
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (/\bgzip\b/.test(accepts)) {
    page.gzip ??= gzipSync(page.html);
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
}
