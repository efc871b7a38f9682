import { healthResponseSchema, providerNames } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './support/test-config';
import { createTestDatabase, createTestDatabaseUrl, testEngine, type TestDatabase } from './support/test-db';
import { errorAnswer } from './support/error-answer';

describe('GET /api/health', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(), { database });
  });
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  it('answers 200 with the contract shape and the engine in use', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      database: testEngine,
      sandbox: true,
      sandboxProviders: [...providerNames],
      runtime: process.version,
    });
    const { runtime: _runtime, ...contractPart } = response.json();
    expect(healthResponseSchema.parse(response.json())).toEqual(contractPart);
  });

  it('answers 503 with the error envelope when the database does not answer', async () => {
    await database.close();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(errorAnswer('Database unavailable'));
  });
});

describe('buildApp without a database', () => {
  it('opens the configured engine, migrates it, and closes it with the app', async () => {
    const { url, drop } = await createTestDatabaseUrl();
    try {
      const app = await buildApp(testConfig(url ? { DATABASE_URL: url } : {}));
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      await app.close();

      expect(response.json()).toEqual({
        status: 'ok',
        database: testEngine,
        sandbox: true,
        sandboxProviders: [...providerNames],
        runtime: process.version,
      });
    } finally {
      await drop();
    }
  });
});
