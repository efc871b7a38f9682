// Issue 31 part 1 (docs/decisions/0057): GET /api/openapi.json is an OpenAPI 3.1 document generated
// from the contract's zod schemas. It validates with a maintained validator, lists every registered
// route (the sandbox providers' pages and the reference itself aside), gives every operation the error
// envelope and a documented success answer, and a request body equals its zod schema's JSON Schema.
import { exchangeRequestSchema } from '@arena/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { isDocumented, openApiPath } from '../src/http/openapi-transform';
import { operationAnswers } from '../src/http/openapi-responses';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

interface Operation {
  security?: Record<string, string[]>[];
  description?: string;
  'x-arena-role'?: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: Record<string, unknown> }>; headers?: object }
  >;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const config = testConfig({ JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'http://arena.test' });
let database: TestDatabase;
let app: FastifyInstance;
let document: Document;
const registered: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, {
    database,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue; // Fastify's automatic HEAD twin of each GET
        if (!isDocumented(route.url)) continue;
        registered.push(`${method} ${openApiPath(route.url)}`);
      }
    },
  });
  const response = await app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  document = response.json();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('GET /api/openapi.json', () => {
  it('validates as OpenAPI 3.1 with @seriousme/openapi-schema-validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every registered route, and nothing else; sandbox pages stay out', () => {
    expect(registered.length).toBeGreaterThan(90);
    const documented = operations().map(({ key }) => key);
    expect([...documented].sort()).toEqual([...new Set(registered)].sort());
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/sandbox'))).toEqual([]);
    // Every answer table entry names a registered route: none is left behind when a route moves.
    expect(Object.keys(operationAnswers).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('gives every operation the error envelope for 4xx and 5xx', () => {
    for (const { key, operation } of operations()) {
      for (const status of ['4XX', '5XX']) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema, `${key} ${status}`).toMatchObject({
          type: 'object',
          properties: {
            status: { type: 'string', enum: ['error'] },
            message: { type: 'string' },
            messageKey: { type: 'string' },
            messageParams: { type: 'object' },
          },
        });
        expect((schema as { required: string[] }).required).toEqual(
          expect.arrayContaining(['status', 'message']),
        );
      }
    }
  });

  it('documents every success answer; all but the redirects, files, streams and a 204 with a JSON schema', () => {
    const notJson: string[] = [];
    const all = operations();
    for (const { key, operation } of all) {
      const success = Object.entries(operation.responses).filter(([status]) => /^[23]\d\d$/.test(status));
      expect(success.length, key).toBeGreaterThan(0);
      for (const [status, response] of success) {
        const body = response.content?.['application/json']?.schema;
        if (body) expect(Object.keys(body).length, `${key} ${status}`).toBeGreaterThan(0);
        // A redirect names its Location; a file or stream its media type; a 204 has no body.
        else if (status.startsWith('3'))
          expect(response.headers, `${key} ${status}`).toHaveProperty('location');
        else if (status !== '204')
          expect(Object.keys(response.content ?? {}), `${key} ${status}`).toHaveLength(1);
      }
      if (!success.some(([, response]) => response.content?.['application/json']?.schema)) notJson.push(key);
    }
    const json = all.length - notJson.length;
    console.info(
      `OpenAPI: ${json} of ${all.length} operations answer JSON with a schema (${((json / all.length) * 100).toFixed(1)}%)`,
    );
    expect(notJson.sort()).toEqual(
      [
        'GET /metrics',
        'GET /api/auth/{provider}/callback',
        'GET /utm/referral',
        'GET /utm/record',
        'GET /api/challenge/{id}/live',
        'GET /api/public/leaderboard/live',
        'GET /uploads/{*}',
        'GET /api/auth/steam/return',
        'GET /api/admin/ledger/export.csv',
        'GET /api/admin/passports/{id}/file',
        'GET /api/share/profile/{id}/card',
        'GET /api/share/challenge/{id}/players/{userId}/card',
      ].sort(),
    );
  });

  it('marks signed-in routes with the bearer scheme, operator routes with their role, limits with their numbers', () => {
    const { paths } = document;
    expect(paths['/api/wallet/get']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/challenge/list']?.get?.security).toBeUndefined();
    expect(paths['/api/admin/challenges']?.post?.['x-arena-role']).toBe('admin');
    expect(paths['/api/admin/users']?.get?.['x-arena-role']).toBe('admin support');
    for (const { key, operation } of operations()) {
      if (key.includes(' /api/admin/')) expect(operation['x-arena-role'], key).toMatch(/^admin( support)?$/);
    }
    const register = paths['/api/auth/register']?.post;
    expect(register?.description).toContain('Rate limit: 10 requests in an hour per client address');
    expect(register?.responses['429']).toBeDefined();
  });

  it("POST /api/wallet/exchange's body is exchangeRequestSchema's JSON Schema (amount an integer)", () => {
    const body =
      document.paths['/api/wallet/exchange']?.post?.requestBody?.content['application/json']?.schema;
    const expected = z.toJSONSchema(exchangeRequestSchema, { target: 'draft-2020-12', io: 'input' });
    const { $schema: _ignored, ...withoutDialect } = expected;
    expect(body).toEqual(withoutDialect);
    expect(body).toMatchObject({ properties: { amount: { type: 'integer' } }, required: ['amount'] });
  });
});
