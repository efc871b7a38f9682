import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, memorySession } from './index';

// The export download and the account deletion (issue 30, privacy-calls.ts).
type Seen = { method: string; path: string; auth: string | null; body: string };

function fakeClient(answer: (path: string) => Response) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push({
      method: request.method,
      path,
      auth: request.headers.get('authorization'),
      body: await request.text(),
    });
    return answer(path);
  };
  return {
    client: createApiClient({ baseUrl: 'http://api.test', session: memorySession('tok'), fetch }),
    seen,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('privacy calls', () => {
  it('exportMyData answers the file as a Blob, asked with the bearer', async () => {
    const file = '{"format":"arena-data-export/1","profile":{"name":"Lina"}}';
    const { client, seen } = fakeClient(
      () =>
        new Response(file, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } }),
    );
    const blob = await client.exportMyData();
    expect(await blob.text()).toBe(file);
    expect(seen).toEqual([{ method: 'GET', path: '/api/users/export', auth: 'Bearer tok', body: '' }]);
  });

  it('deleteAccount posts the body and answers the deletion', async () => {
    const done = {
      status: 'success',
      message: 'Your account has been deleted. Goodbye.',
      messageKey: 'privacy.accountDeleted',
      messageParams: {},
      data: { deletedAt: '2026-11-02T10:00:00.000Z' },
    };
    const { client, seen } = fakeClient(() => json(200, done));
    const body = { password: 'secret words', acknowledgeCrystals: 40, confirm: true as const };
    expect(await client.deleteAccount(body)).toEqual(done);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/users/delete', auth: 'Bearer tok', body: JSON.stringify(body) },
    ]);
  });

  it('deleteAccount rejects with the refusal and its catalogue key', async () => {
    const refusal = {
      status: 'error',
      message: 'Your password is incorrect. Your account was not deleted.',
      messageKey: 'privacy.passwordIncorrect',
      messageParams: {},
    };
    const { client } = fakeClient(() => json(403, refusal));
    const error = await client
      .deleteAccount({ password: 'wrong', confirm: true })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).serverMessageKey).toBe('privacy.passwordIncorrect');
  });
});
