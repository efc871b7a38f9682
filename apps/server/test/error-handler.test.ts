import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

describe('the error handler', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database,
      logStream,
      extraRoutes: (instance) => {
        instance.get('/api/test/boom', async () => {
          throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db.internal');
        });
        instance.get('/api/test/bad-request', async () => {
          throw Object.assign(new Error('Name is required'), { statusCode: 400 });
        });
        instance.post('/api/test/zod', async (request) => {
          const body = z.object({ email: z.email() }).parse(request.body);
          return { status: 'success', email: body.email };
        });
        instance.post(
          '/api/test/schema',
          {
            schema: {
              body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            },
          },
          async () => ({ status: 'success' }),
        );
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a thrown Error with a generic 500 and logs it with the request id', async () => {
    const response = await app.inject({ url: '/api/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');
    const requestId = response.headers['x-request-id'];
    const logged = logLines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({
      level: 50,
      reqId: requestId,
      err: { message: expect.stringContaining('ECONNREFUSED') },
    });
  });

  it('keeps the message of a 4xx', async () => {
    const response = await app.inject({ url: '/api/test/bad-request' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'Name is required' });
  });

  it('turns a zod error into a 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/zod', payload: { email: 'nope' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Invalid request: email: Invalid email address',
    });
  });

  it('turns a route schema failure into a 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/schema', payload: {} });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      message: "Invalid request: body must have required property 'name'",
    });
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/schema',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: expect.stringContaining('JSON') });
  });

  it('answers an unknown API path, whatever the method, with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nope', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Not found' });
    }
  });
});
