import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage, memorySession } from './index';

// The referral calls (spec §7 Referral) and the special offer (docs/decisions/0019-referrals-and-offer.md).
type Answer = { status: number; body: unknown };
type Seen = { method: string; path: string; auth: string | null; contentType: string | null; body: string };

function fakeClient(answers: Record<string, Answer>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      auth: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    });
    const answer = answers[`${request.method} ${new URL(request.url).pathname}`];
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

const share = {
  status: 'success',
  data: { referralLink: 'https://arena.example/utm/referral/LINA42', qrCode: 'data:image/png;base64,iVBO' },
};
const referral = {
  referredUserId: 'b1',
  name: 'Omar',
  email: 'o•••@example.com',
  registeredAt: '2026-11-01T10:00:00.000Z',
  converted: true,
  claimable: true,
  claimed: false,
};
const claimed = {
  status: 'success',
  message: 'Referral reward claimed.',
  data: { crystals: 100, xp: 500, claimNumber: 5 },
};
const wallet = { gCoinsAvailable: 0, crystalsAvailable: 0, referralRewardClaimed: true };

describe('referral calls', () => {
  it('reads the share link and the referrals with the bearer', async () => {
    const { client, seen } = fakeClient({
      'GET /api/users/referral-share': { status: 200, body: share },
      'GET /api/users/referrals': { status: 200, body: { referrals: [referral] } },
    });
    expect(await client.referralShare()).toEqual(share);
    // A server that says nothing of a hold reads as no hold (heldFor null, issue 30).
    expect(await client.referrals()).toEqual({ referrals: [{ ...referral, heldFor: null }] });
    expect(seen.map((s) => [s.method, s.path, s.auth])).toEqual([
      ['GET', '/api/users/referral-share', 'Bearer tok'],
      ['GET', '/api/users/referrals', 'Bearer tok'],
    ]);
  });

  it('claims with a JSON content type and no body; the offer posts without a body', async () => {
    const { client, seen } = fakeClient({
      'POST /api/users/referrals/b1/claim': { status: 200, body: claimed },
      'POST /api/wallet/referral-offer/claim': {
        status: 200,
        body: { status: 'success', message: 'ok', data: wallet },
      },
    });
    expect(await client.claimReferral('b1')).toEqual(claimed);
    expect(seen[0]).toEqual({
      method: 'POST',
      path: '/api/users/referrals/b1/claim',
      auth: 'Bearer tok',
      contentType: 'application/json',
      body: '',
    });
    expect((await client.claimReferralOffer()).data).toEqual(wallet);
    expect(seen[1]).toMatchObject({ method: 'POST', path: '/api/wallet/referral-offer/claim', body: '' });
  });

  it('refuses a share answer off the contract', async () => {
    const { client } = fakeClient({
      'GET /api/users/referral-share': {
        status: 200,
        body: { status: 'success', data: { referralLink: 'x' } },
      },
    });
    await expect(client.referralShare()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('shows the server refusal, else the spec fallbacks with the status', async () => {
    const { client } = fakeClient({
      'POST /api/users/referrals/b1/claim': {
        status: 409,
        body: {
          status: 'error',
          message: 'Failed to claim referral reward. This reward has already been claimed.',
        },
      },
      'POST /api/users/referrals/b2/claim': { status: 500, body: {} },
      'GET /api/users/referrals': { status: 503, body: {} },
      'GET /api/users/referral-share': { status: 502, body: {} },
    });
    const refused = await client.claimReferral('b1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(errorMessage(refused, 'claimReferral')).toEqual({
      serverMessage: 'Failed to claim referral reward. This reward has already been claimed.',
    });
    const failed = await client.claimReferral('b2').catch((error: unknown) => error);
    expect(errorMessage(failed, 'claimReferral')).toEqual({
      messageKey: 'errors.fallback.claimReferral',
      params: { status: 500 },
    });
    const list = await client.referrals().catch((error: unknown) => error);
    expect(errorMessage(list, 'referrals')).toEqual({
      messageKey: 'errors.fallback.fetchReferrals',
      params: { status: 503 },
    });
    const link = await client.referralShare().catch((error: unknown) => error);
    expect(errorMessage(link, 'referralShare')).toEqual({
      messageKey: 'errors.fallback.fetchReferralShare',
      params: { status: 502 },
    });
  });
});
