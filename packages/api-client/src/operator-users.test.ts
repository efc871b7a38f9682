import { operatorUserMessages } from '@arena/contract';
import { describe, expect, it } from 'vitest';
import { createApiClient, errorMessage, memorySession } from './index';

// The operator console's players and audit-log calls (docs/decisions/0020-operator-roles.md).
type Answer = { status: number; body: unknown };
type Seen = { method: string; path: string; search: string; auth: string | null; body: string };

function fakeClient(answers: Record<string, Answer>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      auth: request.headers.get('authorization'),
      body: await request.text(),
    });
    const answer = answers[`${request.method} ${url.pathname}`];
    if (!answer) throw new TypeError('Failed to fetch');
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

const row = {
  id: '7d0c6a52-1b8e-4c1e-9a51-0b1f5f0f4c11',
  name: 'Pat',
  email: 'pat@example.com',
  role: 'player',
  emailVerified: true,
  blocked: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  crystals: 0,
  gCoins: 20,
};

describe('operator players and audit-log calls', () => {
  it('searches, blocks, sets a role and reads the audit log with the bearer', async () => {
    const { client, seen } = fakeClient({
      'GET /api/admin/users': {
        status: 200,
        body: { data: [row], pagination: { page: 2, pageSize: 20, total: 21 } },
      },
      [`POST /api/admin/users/${row.id}/block`]: {
        status: 200,
        body: { status: 'success', message: operatorUserMessages.blocked, data: row },
      },
      [`PUT /api/admin/users/${row.id}/role`]: {
        status: 200,
        body: {
          status: 'success',
          message: operatorUserMessages.roleChanged,
          data: { ...row, role: 'support' },
        },
      },
      'GET /api/admin/audit-log': {
        status: 200,
        body: { data: [], pagination: { page: 1, pageSize: 50, total: 0 } },
      },
    });
    expect((await client.adminUsers({ q: 'pat', page: 2 })).pagination.total).toBe(21);
    expect((await client.blockUser(row.id, 'Fraud')).data.blocked).toBe(true);
    expect((await client.setUserRole(row.id, 'support')).data.role).toBe('support');
    expect((await client.auditLog({ actor: 'ops@example.com', action: 'user.block' })).data).toEqual([]);
    expect(seen.map((s) => [s.method, s.path, s.search, s.auth, s.body])).toEqual([
      ['GET', '/api/admin/users', '?q=pat&page=2', 'Bearer tok', ''],
      ['POST', `/api/admin/users/${row.id}/block`, '', 'Bearer tok', '{"reason":"Fraud"}'],
      ['PUT', `/api/admin/users/${row.id}/role`, '', 'Bearer tok', '{"role":"support"}'],
      ['GET', '/api/admin/audit-log', '?actor=ops%40example.com&action=user.block&page=1', 'Bearer tok', ''],
    ]);
  });

  it("shows the server's refusal as returned", async () => {
    const { client } = fakeClient({
      [`POST /api/admin/users/${row.id}/block`]: {
        status: 403,
        body: { status: 'error', message: operatorUserMessages.cannotBlockAdmin },
      },
    });
    const error = await client.blockUser(row.id, 'x').catch((caught: unknown) => caught);
    expect(errorMessage(error, 'blockUser')).toEqual({
      serverMessage: operatorUserMessages.cannotBlockAdmin,
    });
  });
});
