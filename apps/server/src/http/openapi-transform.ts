// Turns one registered route into its OpenAPI operation (docs/decisions/0057): the route's own zod
// schemas (params, query, headers, body) and the answers of openapi-responses.ts go through
// fastify-type-provider-zod's transform (JSON Schema 2020-12 for OpenAPI 3.1); then every operation
// gets the one error handler's envelope for 4xx and 5xx, the bearer scheme when the route runs
// app.authenticate, the operator role of its guard (`x-arena-role`) and its rate limit.
import { errorResponseSchema, paymentErrorResponseSchema } from '@arena/contract';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { guardRoles } from '../auth/admin-only';
import { operationAnswers, type Answer, type OtherAnswer } from './openapi-responses';
import { rateLimits, type RateLimitName } from './rate-limits';

/** Paths that are not the public API: the sandbox providers' pages and the reference itself. */
export const undocumentedPrefixes = ['/sandbox', '/api/docs', '/api/openapi.json'];
/** The server's own paths; anything else is the built site's files and pages (http/site.ts). */
const serverPrefixes = ['/api/', '/utm/', '/uploads/', '/metrics'];

/** Whether a registered route belongs in the document. */
export function isDocumented(url: string): boolean {
  return (
    serverPrefixes.some((prefix) => url.startsWith(prefix)) &&
    !undocumentedPrefixes.some((prefix) => url.startsWith(prefix))
  );
}

/** `/api/challenge/:id` as OpenAPI writes it: `/api/challenge/{id}` (a wildcard is `{*}`). */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
}

const isOther = (answer: Answer): answer is OtherAnswer =>
  typeof answer === 'object' && answer !== null && (answer as OtherAnswer).kind === 'other';

function otherResponse(answer: OtherAnswer): Record<string, unknown> {
  return {
    // `type: 'null'`: no body at all; a body of another media type is given as its `content`.
    ...(answer.mediaType ? {} : { type: 'null' }),
    description: answer.description,
    ...(answer.location
      ? { headers: { location: { type: 'string', description: 'Where to go next.' } } }
      : {}),
    ...(answer.mediaType ? { content: { [answer.mediaType]: { schema: { type: 'string' } } } } : {}),
  };
}

const hookList = (hooks: RouteOptions['preValidation']): unknown[] => [hooks ?? []].flat();

function rateLimitOf(route: RouteOptions): RateLimitName | undefined {
  const options = (
    route.config as { rateLimit?: { keyGenerator?: (request: unknown) => string } } | undefined
  )?.rateLimit;
  const key = options?.keyGenerator?.({ userId: 'caller', ip: '127.0.0.1' });
  const name = key?.split(':', 1)[0];
  return name && name in rateLimits ? (name as RateLimitName) : undefined;
}

function rateLimitText(name: RateLimitName): string {
  const rule = rateLimits[name];
  const minutes = rule.windowMs / 60_000;
  const window =
    minutes % 60 === 0
      ? `${minutes / 60 === 1 ? 'an' : minutes / 60} hour${minutes === 60 ? '' : 's'}`
      : `${minutes} minutes`;
  const per = rule.per === 'account' ? 'per signed-in account' : 'per client address';
  return `Rate limit: ${rule.max} requests in ${window} ${per} (times RATE_LIMIT_SCALE); then 429 with Retry-After.`;
}

function tagOf(url: string): string {
  if (url.startsWith('/api/admin/')) return 'operators';
  const segment = url.split('/')[url.startsWith('/api/') ? 2 : 1] ?? 'other';
  return segment.replace(/-.*$/, '').replace(/^public$/, 'public') || 'other';
}

export function arenaTransform(app: FastifyInstance): SwaggerTransform {
  return (document) => {
    const { route, url } = document;
    if (!isDocumented(url) || route.schema?.hide) return { schema: { hide: true }, url };
    const method = [route.method].flat()[0] ?? 'GET';
    const answers = operationAnswers[`${method} ${openApiPath(url)}`];
    const guards = hookList(route.preValidation);
    const authenticated = guards.includes(app.authenticate);
    const roles = guards.map((guard) => guardRoles.get(guard as object)).find((found) => found !== undefined);
    const limit = rateLimitOf(route);
    const errorEnvelope = url.startsWith('/api/payments/') ? paymentErrorResponseSchema : errorResponseSchema;

    const zodAnswers: Record<string, unknown> = {};
    const otherAnswers: Record<string, Record<string, unknown>> = {};
    for (const [status, answer] of Object.entries(answers?.responses ?? {})) {
      if (isOther(answer)) otherAnswers[status] = otherResponse(answer);
      else zodAnswers[status] = answer;
    }
    zodAnswers['4xx'] ??= errorEnvelope;
    zodAnswers['5xx'] ??= errorResponseSchema;
    if (limit) zodAnswers['429'] ??= errorResponseSchema;

    const description = [
      answers?.description,
      roles ? `Operators only: role ${roles.join(' or ')}, with a verified second factor.` : undefined,
      limit ? rateLimitText(limit) : undefined,
    ].filter((line) => line !== undefined);
    const schema = {
      ...route.schema,
      response: zodAnswers,
      tags: [tagOf(url)],
      ...(description.length > 0 ? { description: description.join('\n\n') } : {}),
      ...(authenticated ? { security: [{ bearerAuth: [] }] } : {}),
      ...(roles ? { 'x-arena-role': roles.join(' ') } : {}),
      ...(limit ? { 'x-arena-rate-limit': { name: limit, ...rateLimits[limit] } } : {}),
    };
    const transformed = jsonSchemaTransform({ ...document, schema } as Parameters<SwaggerTransform>[0]);
    const out = transformed.schema as {
      response: Record<string, Record<string, unknown>>;
      querystring?: { properties?: object };
    };
    // A free-form query (a record: campaign links, cache-busting) has no named parameters to list.
    if (out.querystring && !out.querystring.properties) delete out.querystring;
    for (const [status, response] of Object.entries(out.response)) {
      response.description ??= responseDescription(status);
    }
    Object.assign(out.response, otherAnswers);
    return transformed;
  };
}

function responseDescription(status: string): string {
  if (status === '4xx') return 'The request cannot be served as sent: the error envelope.';
  if (status === '5xx') return 'The server failed: the error envelope, never an internal detail.';
  if (status === '429') return 'Too many requests: the error envelope and a Retry-After header in seconds.';
  if (status === '503') return 'Not available now.';
  return status === '201' ? 'Created.' : 'Success.';
}
