import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index';

// A real HTTP peer on loopback: the client is exercised over the wire, not against a stub of ky.
let baseUrl = '';
let lastAuthorization: string | undefined;
let healthReply: { status: number; body: unknown } = { status: 200, body: { status: 'ok', database: 'pglite' } };

const server = createServer((request, response) => {
  lastAuthorization = request.headers.authorization;
  response.writeHead(healthReply.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(healthReply.body));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('parses a health answer and sends the bearer token', async () => {
    healthReply = { status: 200, body: { status: 'ok', database: 'postgres' } };
    const client = createApiClient({ baseUrl, getToken: () => 'abc.def.ghi' });
    await expect(client.health()).resolves.toEqual({ status: 'ok', database: 'postgres' });
    expect(lastAuthorization).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a token', async () => {
    healthReply = { status: 200, body: { status: 'ok', database: 'pglite' } };
    await createApiClient({ baseUrl, getToken: () => null }).health();
    expect(lastAuthorization).toBeUndefined();
  });

  it('turns an error envelope into an http ApiError carrying the server message', async () => {
    healthReply = { status: 503, body: { status: 'error', message: 'Database unavailable' } };
    const error = await createApiClient({ baseUrl }).health().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 503, serverMessage: 'Database unavailable' });
  });

  it('refuses a body that does not match the contract', async () => {
    healthReply = { status: 200, body: { status: 'ok', database: 'mysql' } };
    await expect(createApiClient({ baseUrl }).health()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports an unreachable server as a network error', async () => {
    const error = await createApiClient({ baseUrl: 'http://127.0.0.1:1' }).health().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: undefined });
  });
});
