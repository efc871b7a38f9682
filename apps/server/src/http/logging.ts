// Structured request logs (Fastify's pino) that carry a request id and nothing secret or personal.
// - Request ids: a caller's (or the proxy's) `X-Request-Id` is kept when it is a plain token, otherwise
//   a fresh UUID; app.ts echoes it in the response, so one id follows a request through proxy and logs.
// - Redaction: the request line keeps the route's shape but not query values that name a secret or a
//   person (token, key, code, password, email, card…), e-mail addresses, card-like digit runs or long
//   opaque path segments; any logged object's authorization/cookie headers, passwords, tokens, secrets,
//   card fields and e-mail addresses are replaced with "[redacted]" (pino's redact).
// - Destination: standard output through a sink that never blocks (http/log-sink.ts, issue 29).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { stdoutLogSink } from './log-sink';

const requestIdPattern = /^[A-Za-z0-9._:@-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is a plain token of at most 128 characters. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && requestIdPattern.test(value) ? value : randomUUID();
}

const sensitiveName =
  /pass|token|secret|key|code|auth|session|cookie|email|mail|card|pan|cvc|cvv|iban|sig|otp|phone/i;
const emailLike = /[^\s/?&=@]+@[^\s/?&=@]+\.[^\s/?&=@]+/g;
const emailEncoded = /[^\s/?&=]+%40[^\s/?&=]+/gi;
const cardLike = /\d(?:[ -]|%20)?(?:\d(?:[ -]|%20)?){11,18}\d/g;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const redacted = '[redacted]';

function scrub(text: string): string {
  return text.replace(emailLike, redacted).replace(emailEncoded, redacted).replace(cardLike, redacted);
}

/** The request target as logged: path segments and query values that could hold a secret or a person are replaced. */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  const pathText = pathPart
    .split('/')
    .map((segment) => (segment.length >= 32 && !uuid.test(segment) ? redacted : scrub(segment)))
    .join('/');
  if (query === undefined) return pathText;
  const params = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split(/=(.*)/s, 2);
      if (value === undefined) return scrub(name);
      return `${scrub(name)}=${sensitiveName.test(name) || value.length >= 32 ? redacted : scrub(value)}`;
    })
    .join('&');
  return `${pathText}?${params}`;
}

/** Field names pino replaces wherever they appear up to three levels into a logged object. */
const secretFields = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'clientSecret',
  'apiKey',
  'cardNumber',
  'number',
  'cvc',
  'cvv',
  'expiry',
  'pan',
  'email',
];
const redactPaths = secretFields.flatMap((field) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
  const at = (prefix: string) => (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`);
  return [key.startsWith('[') ? `*${key}` : `*.${key}`, at('*.*'), at('*.*.*'), key];
});

/**
 * Fastify's `logger` option: level, destination, the redacting request serializer and pino's redact list.
 * Without a stream, standard output's non-blocking sink: pino's own default flushes synchronously at exit.
 */
export function loggerOptions(level: string, stream: DestinationStream | undefined) {
  return {
    level,
    stream: stream ?? stdoutLogSink(),
    redact: { paths: redactPaths, censor: redacted },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  } satisfies LoggerOptions & { stream?: DestinationStream };
}
