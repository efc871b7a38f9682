// The public fast path (docs/decisions/0036-public-read-fast-path.md): a visitor's GET of a public
// read that the cache holds fresh is answered before Fastify sees the request: the stored bytes with
// the headers the route sends (security headers, request id, ETag, Cache-Control, Vary, type,
// encoding, length), 304 when If-None-Match names the ETag, counted in the same /metrics series and
// logged with the same two lines. Anything else (a signed-in caller, a target no route has answered
// from the cache yet, an entry dropped by the change feed or past its 5 s bound, a control character
// in a header, an encoding the compression plugin would pick, a closing server) goes to Fastify as
// before, and the route fills the cache again.
import {
  createServer,
  type IncomingMessage,
  type ServerOptions as HttpServerOptions,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type ProxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { headersHoldControls } from '../http/input-guard';
import { requestIdFor } from '../http/logging';
import { readerLanguage } from '../http/reader-language';
import { countAnsweredRequest } from '../http/metrics';
import {
  chooseEncoding,
  ifNoneMatchNames,
  jsonType,
  publicCacheControl,
  publicVary,
  type PublicCache,
} from './public-cache';

/** The options Fastify gives its own HTTP/1 server (with its defaults filled in). */
interface ServerOptions {
  http?: HttpServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

/** @fastify/compress's threshold: an identity answer this long may be compressed by the plugin. */
const compressThreshold = 1_024;

export interface PublicFastPathOptions {
  /** The security headers every response carries (http/security-headers.ts), in their order. */
  securityHeaders: readonly (readonly [string, string])[];
  /** The app's logger: when it logs requests (info), the fast path writes Fastify's two lines. */
  log: FastifyBaseLogger;
  /** Fastify's `trustProxy` value (http/trust-proxy.ts): request logs name the client as Fastify does. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
}

export class PublicFastPath {
  readonly #head: string[];
  readonly #log: FastifyBaseLogger;
  readonly #logRequests: boolean;
  readonly #describe: (request: IncomingMessage) => LoggedRequest;
  #closing = false;

  constructor(
    private readonly cache: PublicCache,
    options: PublicFastPathOptions,
  ) {
    this.#head = options.securityHeaders.flatMap(([name, value]) => [name, value]);
    this.#log = options.log;
    // Without a logger (LOG_LEVEL=silent) Fastify's stand-in logs nothing and has no levels.
    const pino = options.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    this.#logRequests = pino.isLevelEnabled?.('info') ?? false;
    this.#describe = requestForLog(options.trustProxy);
  }

  /** From app.close(): Fastify answers what comes next (503 while it closes). */
  close(): void {
    this.#closing = true;
  }

  /** Answers the request and returns true, or returns false having touched nothing. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || this.#closing) return false;
    const url = request.url;
    // The reader's language picks the answer (decision 0058): the cookie, else Accept-Language.
    const known = url === undefined ? undefined : this.cache.known(url, readerLanguage(request));
    if (!known) return false;
    const headers = request.headers;
    if (headers.authorization !== undefined) return false;
    const answer = this.cache.peek(known.key);
    if (!answer) return false;
    // The input guard's header check: such a request gets its 400 from Fastify.
    if (headersHoldControls(headers)) return false;

    const started = performance.now();
    const notModified = ifNoneMatchNames(headers['if-none-match'], answer.etag);
    const encoding = notModified ? 'identity' : chooseEncoding(answer, headers['accept-encoding']);
    // An identity answer the compression plugin would compress (it reads Accept-Encoding its own way).
    if (
      !notModified &&
      encoding === 'identity' &&
      answer.body.length >= compressThreshold &&
      headers['accept-encoding'] !== undefined
    ) {
      return false;
    }

    const id = requestIdFor(request);
    const log = this.#logRequests ? this.#log.child({ reqId: id }) : undefined;
    log?.info({ req: this.#describe(request) }, 'incoming request');
    const out = [
      ...this.#head,
      'x-request-id',
      id,
      'etag',
      answer.etag,
      'cache-control',
      publicCacheControl,
      'vary',
      publicVary,
    ];
    let statusCode: number;
    if (notModified) {
      statusCode = 304;
      response.writeHead(304, out);
      response.end();
    } else {
      statusCode = 200;
      const body = encoding === 'br' ? answer.br! : encoding === 'gzip' ? answer.gzip! : answer.body;
      out.push('content-type', jsonType);
      if (encoding !== 'identity') out.push('content-encoding', encoding);
      out.push('content-length', String(body.length));
      response.writeHead(200, out);
      response.end(body);
    }
    const elapsedMs = performance.now() - started;
    countAnsweredRequest('GET', known.route, statusCode, elapsedMs / 1000);
    log?.info({ res: { statusCode }, responseTime: elapsedMs }, 'request completed');
    return true;
  }
}

/** What the request serializer (http/logging.ts) reads from Fastify's request. */
interface LoggedRequest {
  method: string | undefined;
  url: string | undefined;
  host: string;
  ip: string | undefined;
  socket: IncomingMessage['socket'];
}

// The proxy-addr Fastify itself uses (its own dependency, resolved from Fastify's package), so that a
// logged client address and host behind TRUST_PROXY are the ones Fastify's request.ip and .host give.
const fromFastify = createRequire(fileURLToPath(import.meta.resolve('fastify')));
const proxyAddr = fromFastify('@fastify/proxy-addr') as typeof ProxyAddr;

/** As Fastify's request.ip and request.host (fastify/lib/request.js) for this `trustProxy`. */
export function requestForLog(
  trustProxy: PublicFastPathOptions['trustProxy'],
): (request: IncomingMessage) => LoggedRequest {
  const plainHost = (request: IncomingMessage) =>
    request.headers.host ?? (request.headers[':authority'] as string | undefined) ?? '';
  if (!trustProxy) {
    return (request) => ({
      method: request.method,
      url: request.url,
      host: plainHost(request),
      ip: request.socket.remoteAddress,
      socket: request.socket,
    });
  }
  const trusted =
    typeof trustProxy === 'function'
      ? trustProxy
      : trustProxy === true
        ? () => true
        : proxyAddr.compile(trustProxy);
  return (request) => {
    const addresses = proxyAddr.all(request, trusted);
    const forwardedHost = request.headers['x-forwarded-host'];
    const peer = request.socket.remoteAddress;
    const host =
      forwardedHost && peer !== undefined && trusted(peer, 0)
        ? lastEntry(String(forwardedHost))
        : plainHost(request);
    return { method: request.method, url: request.url, host, ip: addresses.at(-1), socket: request.socket };
  };
}

/** The last of a header's comma-separated values (a header sent more than once). */
function lastEntry(value: string): string {
  const at = value.lastIndexOf(',');
  return at === -1 ? value.trim() : value.slice(at + 1).trim();
}

/**
 * Fastify's serverFactory: the HTTP server Fastify would make (same timeouts), whose requests meet
 * the fast path first. `fastPath` is read per request: the app sets it once its cache exists.
 */
export function fastPathServerFactory(fastPath: () => PublicFastPath | undefined): FastifyServerFactory {
  return (handler, fastifyOptions): Server => {
    const options = fastifyOptions as ServerOptions;
    const server = createServer(options.http ?? {}, (request, response) => {
      let served = false;
      try {
        served = fastPath()?.serve(request, response) ?? false;
      } catch (error) {
        // Never an uncaught exception from the listener: before the answer started, Fastify answers.
        if (response.headersSent) {
          response.destroy(error instanceof Error ? error : undefined);
          return;
        }
      }
      if (!served) handler(request, response);
    });
    // As Fastify sets up its own HTTP/1 server (fastify/lib/server.js getServerInstance).
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };
}
