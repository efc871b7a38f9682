import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, memorySession } from './index';

// Web Push (issue 33, decision 0069): each call's method, path, body and bearer, and its answer parsed.
interface Seen {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

function fakeClient(answer: { status: number; body?: unknown }) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      auth: request.headers.get('authorization'),
      body: text === '' ? undefined : JSON.parse(text),
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    client: createApiClient({ baseUrl: 'http://api.test', session: memorySession('tok'), fetch }),
    seen,
  };
}

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const preferences = { challenge_start: true, last_hours: true, overtaken: false, result: true, payout: true };

describe('push calls', () => {
  it('reads the public key without the bearer', async () => {
    const { client, seen } = fakeClient({ status: 200, body: { publicKey: 'BPUB' } });
    expect(await client.pushPublicKey()).toEqual({ publicKey: 'BPUB' });
    expect(seen).toEqual([{ method: 'GET', path: '/api/push/public-key', auth: null, body: undefined }]);
  });

  it('subscribes this device with only its endpoint and keys, and forgets it by endpoint', async () => {
    const { client, seen } = fakeClient({ status: 201, body: { devices: 1 } });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(await client.subscribePush({ endpoint, keys, expirationTime: null })).toEqual({ devices: 1 });
    await client.unsubscribePush(endpoint);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/push/subscriptions', auth: 'Bearer tok', body: { endpoint, keys } },
      { method: 'DELETE', path: '/api/push/subscriptions', auth: 'Bearer tok', body: { endpoint } },
    ]);
  });

  it('reads and saves the switches', async () => {
    const { client, seen } = fakeClient({ status: 200, body: { preferences, devices: 2 } });
    expect(await client.pushPreferences()).toEqual({ preferences, devices: 2 });
    expect(await client.savePushPreferences({ overtaken: false })).toEqual({ preferences, devices: 2 });
    expect(seen.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/api/push/preferences', body: undefined },
      { method: 'PUT', path: '/api/push/preferences', body: { overtaken: false } },
    ]);
  });

  it("a refusal carries the server's words", async () => {
    const message = "Invalid request: endpoint: must be the https:// address of a browser's push service";
    const { client } = fakeClient({ status: 400, body: { status: 'error', message } });
    const error = await client
      .subscribePush({ endpoint: 'https://evil.example/x', keys })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe(message);
  });
});
