import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const expectedCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // The service worker and the web app manifests (decision 0068).
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp.split(';').map((directive) => directive.trim())).toEqual(expectedCsp);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let httpsApp: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    mkdirSync(path.join(config.siteDir, 'assets'), { recursive: true });
    writeFileSync(path.join(config.siteDir, 'index.html'), '<!doctype html><title>Arena</title>');
    writeFileSync(path.join(config.siteDir, 'assets/app-abc123.js'), 'console.log("arena")');
    app = await buildApp(config, {
      database,
      extraRoutes: (instance) =>
        instance.get('/api/test/boom', async () => {
          throw new Error('boom');
        }),
    });
    httpsApp = await buildApp(testConfig({ PUBLIC_URL: 'https://arena.example' }), { database });
  });
  afterAll(async () => {
    await app.close();
    await httpsApp.close();
    await database.close();
  });

  it('are on API responses', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on a 404', async () => {
    const response = await app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response);
  });

  it('are on a 500', async () => {
    const response = await app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expectSecurityHeaders(response);
  });

  it('are on a static file', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on the single-page fallback', async () => {
    const response = await app.inject({ url: '/challenges', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Arena</title>');
    expectSecurityHeaders(response);
  });

  it('include HSTS only when PUBLIC_URL is https', async () => {
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const response = await httpsApp.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expectSecurityHeaders(response);
  });
});
