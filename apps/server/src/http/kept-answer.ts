// A signed-in answer kept in memory (issue 35: `me`, the wallet, the inbox's first page, the caller's view of
// the challenge list and page) is the same object for every request until a change drops it, so its JSON
// text and its compressed forms are made once per object and reused: serialising and compressing a
// few-kilobyte answer on every request was a tenth of what a cached read cost (docs/benchmarks.md). Keyed
// weakly by the object itself: when the cache lets the answer go, its encodings go with it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { jsonType } from '../public/public-cache';

interface Encoded {
  text: string;
  br?: Buffer;
  gzip?: Buffer;
}

const encodings = new WeakMap<object, Encoded>();
/** Below this many bytes an answer goes as it is (@fastify/compress's own threshold). */
const compressFrom = 1024;

/** Sends `value` (a kept answer: the same object while it is current) as uncacheable JSON. */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  value: object,
  cacheControl = 'private, no-store',
): FastifyReply {
  let encoded = encodings.get(value);
  if (!encoded) {
    encoded = { text: JSON.stringify(value) };
    encodings.set(value, encoded);
  }
  reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').type(jsonType);
  if (encoded.text.length >= compressFrom) {
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) {
      encoded.br ??= brotliCompressSync(encoded.text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
      return reply.header('content-encoding', 'br').send(encoded.br);
    }
    if (/\bgzip\b/.test(accepted)) {
      encoded.gzip ??= gzipSync(encoded.text);
      return reply.header('content-encoding', 'gzip').send(encoded.gzip);
    }
  }
  return reply.send(encoded.text);
}

/**
 * One derived object per pair of kept objects (the shared answer and the caller's own part): the same
 * pair gives the same object, so `sendKept` encodes it once. Either one replaced makes a new one.
 */
export function derivedFrom<A extends object, B extends object, Out extends object>(
  memo: WeakMap<A, WeakMap<B, Out>>,
  a: A,
  b: B,
  derive: () => Out,
): Out {
  let byB = memo.get(a);
  if (!byB) memo.set(a, (byB = new WeakMap()));
  let out = byB.get(b);
  if (!out) byB.set(b, (out = derive()));
  return out;
}
