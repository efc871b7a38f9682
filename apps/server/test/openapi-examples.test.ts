// Issue 31, the spec's examples (docs/decisions/0057 "Examples"): every spec §7 call with a JSON body has a
// request example in GET /api/openapi.json, and the spec's reads a 200 example. Each parses with the zod
// schema its route validates with (requests) or the answer schema of openapi-responses.ts (answers),
// keeps every field it sends, and keeps the spec's rules (§5, §9) as packages/domain states them; the
// document still validates as OpenAPI 3.1. A broken copy of an example is refused by the same checks.
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { buildApp } from '../src/app';
import { requestExamples, responseExamples } from '../src/http/openapi-examples';
import { operationAnswers } from '../src/http/openapi-responses';
import { isDocumented, openApiPath } from '../src/http/openapi-transform';
import { answerRuleProblems, requestRuleProblems, schemaProblems } from './support/example-checks';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

/** spec §7's calls with a JSON body, as the spec writes them. */
const specBodyCalls = [
  'POST /api/auth/login {email, password}',
  'POST /api/auth/register {name, email, password, passwordConfirm}',
  'PUT /api/users/profile {name}',
  'PUT /api/users/profile/photo {photo}',
  'PUT /api/users/profile/password {currentPassword, newPassword, confirmPassword}',
  'PUT /api/users/profile/earnings-privacy {earningsPrivate}',
  'DELETE /api/users/profile/game-accounts/{gameType} {reason}',
  'POST /api/wallet/withdraw {amount, email}',
  'POST /api/wallet/exchange {amount}',
  'POST /api/withdrawal/request {crystalAmount, paymentEmail}',
  'POST /api/game/steam/bind {steamId}',
  'POST /api/game/lol/rso {code, redirect_uri, game, region}',
  'POST /api/brawl-stars/link {playerTag}',
  'POST /api/challenge/enroll {challengeId}',
  'POST /api/payments/create {amount}',
  'POST /api/payments/capture {paymentId}',
  'POST /api/payments/complete {orderId}',
  'POST /api/payments/get-payment-url {currency, amount, description, usd_amount}',
  'POST /api/payments/complete-payment {paymentId}',
  'POST /api/payments/payouts {crystals, methodId}',
].map((call) => {
  const [, key = '', fields = ''] = /^(\S+ \S+) \{(.*)\}$/.exec(call) ?? [];
  return { key, fields: fields.split(', ') };
});
/** The spec's reads (§7) the brief names, and two writes whose answers the site reads back. */
const answered = [
  'GET /api/public/dashboard',
  'GET /api/public-profile/leaderboard',
  'POST /api/auth/login',
  'GET /api/auth/refresh',
  'GET /api/users/me',
  'GET /api/wallet/get',
  'GET /api/wallet/transactions',
  'GET /api/challenge/list',
  'GET /api/challenge/{id}',
  'GET /api/game',
  'GET /api/payments/currencies',
  'GET /api/users/referral-share',
  'POST /api/wallet/exchange',
  'POST /api/payments/create',
];

type Json = Record<string, unknown>;
type MediaType = { example?: unknown };
type Operation = {
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
};
let document: { paths: Record<string, Record<string, Operation>> };
let database: TestDatabase;
let app: FastifyInstance;
const bodySchemas = new Map<string, ZodType>();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'http://arena.test' }), {
    database,
    onRoute: (route) => {
      const body = (route.schema as { body?: ZodType } | undefined)?.body;
      if (!body || !isDocumented(route.url)) return;
      for (const method of [route.method].flat())
        bodySchemas.set(`${method} ${openApiPath(route.url)}`, body);
    },
  });
  document = (await app.inject({ url: '/api/openapi.json' })).json();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Every problem of one request example: the route's own body schema, then the spec's rules. */
function requestProblems(key: string, example: unknown): string[] {
  const schema = bodySchemas.get(key);
  if (!schema) return [`${key}: the route validates no body`];
  const problems = schemaProblems(schema, example);
  return problems.length > 0 ? problems : requestRuleProblems(key, example as Json);
}

/** Every problem of one answer example: the contract's answer schema, then the spec's rules. */
function responseProblems(key: string, example: unknown): string[] {
  const schema = operationAnswers[key]?.responses[200];
  if (!schema || 'kind' in schema) return [`${key}: no JSON 200 answer in openapi-responses.ts`];
  const problems = schemaProblems(schema as ZodType, example);
  return problems.length > 0 ? problems : answerRuleProblems(key, example);
}

/** The examples of a table that have problems, each with its problems (every one at once). */
const problemsOf = (table: Readonly<Json>, check: (key: string, example: unknown) => string[]) =>
  Object.fromEntries(
    Object.entries(table)
      .map(([key, example]) => [key, check(key, example)] as const)
      .filter(([, problems]) => problems.length > 0),
  );

const operationOf = (key: string) => {
  const [method = '', path = ''] = key.split(' ');
  return document.paths[path]?.[method.toLowerCase()];
};

describe('the spec’s examples in GET /api/openapi.json', () => {
  it('gives every spec §7 call with a JSON body a request example carrying the spec’s fields', () => {
    expect(specBodyCalls).toHaveLength(20);
    for (const { key, fields } of specBodyCalls) {
      const example = operationOf(key)?.requestBody?.content['application/json']?.example;
      expect(example, key).toEqual(requestExamples[key]);
      expect(Object.keys(example as Json), key).toEqual(expect.arrayContaining(fields));
    }
    expect(Object.keys(requestExamples).sort()).toEqual(specBodyCalls.map(({ key }) => key).sort());
  });

  it('gives the spec’s reads a 200 example, and attaches nothing to an operation that is not listed', () => {
    for (const key of answered) {
      expect(operationOf(key)?.responses['200']?.content?.['application/json']?.example, key).toEqual(
        responseExamples[key],
      );
    }
    expect(Object.keys(responseExamples).sort()).toEqual([...answered].sort());
    let requests = 0;
    let responses = 0;
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        if (operation.requestBody?.content['application/json']?.example !== undefined) requests++;
        if (operation.responses['200']?.content?.['application/json']?.example !== undefined) responses++;
      }
    }
    expect({ requests, responses }).toEqual({ requests: 20, responses: 14 });
  });

  it('request examples parse with the body schema their route validates with, and keep the spec’s rules', () => {
    expect(problemsOf(requestExamples, requestProblems)).toEqual({});
  });

  it('answer examples parse with the contract’s answer schema, and keep the spec’s rules', () => {
    expect(problemsOf(responseExamples, responseProblems)).toEqual({});
  });

  it('games and currencies examples are what the server answers', async () => {
    expect((await app.inject({ url: '/api/game' })).json()).toEqual(responseExamples['GET /api/game']);
    expect((await app.inject({ url: '/api/payments/currencies' })).json()).toEqual(
      responseExamples['GET /api/payments/currencies'],
    );
  });

  it('refuses a broken copy of an example, by schema, by field and by rule', () => {
    const exchange = 'POST /api/wallet/exchange';
    expect(requestProblems(exchange, { amount: 1.5 })).toEqual([
      'amount: Invalid input: expected int, received number',
    ]);
    expect(requestProblems(exchange, { amount: 1, gCoins: 1 })).toEqual(['/gCoins: not in the schema']);
    expect(requestProblems(exchange, { amount: 7 })).toEqual(['notEnoughCrystals']);
    const withdraw = { ...(requestExamples['POST /api/withdrawal/request'] as Json), crystalAmount: 950 };
    expect(requestProblems('POST /api/withdrawal/request', withdraw)).toEqual([
      'notMultipleOfStep',
      'belowMinimum',
    ]);
    expect(requestProblems('POST /api/payments/create', { amount: '14.9' })).toEqual(['notAPack']);
    const register = {
      ...(requestExamples['POST /api/auth/register'] as Json),
      password: 'short',
      passwordConfirm: 'short',
    };
    expect(requestProblems('POST /api/auth/register', register)).toEqual(['passwordTooShort']);
    expect(requestProblems('POST /api/brawl-stars/link', { playerTag: '#ABC' })).toEqual(['tagInvalid']);
    expect(
      responseProblems('GET /api/wallet/get', {
        ...(responseExamples['GET /api/wallet/get'] as Json),
        crystalsAvailable: -5,
      }),
    ).toEqual(['crystalsAvailable: Too small: expected number to be >=0']);
    const list = responseExamples['GET /api/challenge/list'] as { data: Json[] };
    const daily = { data: [{ ...list.data[0], duration_hours: 24 }] };
    expect(responseProblems('GET /api/challenge/list', daily)).toEqual(['duration', 'type']);
  });

  it('still validates as OpenAPI 3.1 with the examples in it', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as Parameters<Validator['validate']>[0],
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });
});
