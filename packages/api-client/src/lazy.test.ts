import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import type { ApiClient } from './client';
import { createLazyApiClient } from './lazy';

const baseUrl = 'https://arena.example';
const markers = {
  getDeviceId: () => 'device-7',
  getUtmSession: () => 'utm-3',
  getAffiliateCode: () => null,
};

describe('createLazyApiClient', () => {
  it('builds URLs at once, without loading the client, exactly as the real client does', () => {
    let loads = 0;
    const lazy = createLazyApiClient(
      async () => {
        loads += 1;
        throw new Error('not wanted');
      },
      { baseUrl, markers },
    );
    const real = createApiClient({ baseUrl, markers });
    expect(lazy.identitySignInUrl('google')).toBe(
      'https://arena.example/api/auth/google?utm_session=utm-3&device_id=device-7',
    );
    expect(lazy.identitySignInUrl('discord')).toBe(real.identitySignInUrl('discord'));
    expect(lazy.referralTrackingUrl('ABC')).toBe(real.referralTrackingUrl('ABC'));
    expect(lazy.recordTrackingUrl('?a=1&b=2')).toBe(real.recordTrackingUrl('?a=1&b=2'));
    expect(lazy.steamSignInUrl()).toBe(real.steamSignInUrl());
    expect(lazy.riotSignInUrl('valorant')).toBe(real.riotSignInUrl('valorant'));
    expect(lazy.ledgerExportUrl({ from: '2026-01-01' })).toBe(real.ledgerExportUrl({ from: '2026-01-01' }));
    // Live subscriptions answer their unsubscribe at once too (no EventSource here: they poll).
    const stopBoard = lazy.subscribeLeaderboard(() => {});
    const stopChallenge = lazy.subscribeChallenge('c1', () => {});
    expect(typeof stopBoard).toBe('function');
    expect(typeof stopChallenge).toBe('function');
    stopBoard();
    stopChallenge();
    expect(loads).toBe(0);
  });

  it('asks for a device id with a plain fetch, loading no client, and refuses a refusal', async () => {
    let loads = 0;
    const asked: [string, string | undefined][] = [];
    const answers = [
      new Response(JSON.stringify({ data: { deviceId: 'dev-42' } }), { status: 200 }),
      new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429 }),
      new Response(JSON.stringify({ data: {} }), { status: 200 }),
    ];
    const lazy = createLazyApiClient(
      async () => {
        loads += 1;
        throw new Error('not wanted');
      },
      {
        baseUrl,
        markers,
        fetch: async (input, init) => {
          asked.push([String(input), init?.method]);
          const answer = answers.shift();
          if (!answer) throw new Error('no more answers');
          return answer;
        },
      },
    );
    await expect(lazy.generateDevice()).resolves.toEqual({ data: { deviceId: 'dev-42' } });
    await expect(lazy.generateDevice()).rejects.toThrow('The device id was refused (HTTP 429)');
    await expect(lazy.generateDevice()).rejects.toThrow('The answer held no device id');
    expect(asked).toEqual(Array(3).fill(['https://arena.example/api/devices/generate', 'POST']));
    expect(loads).toBe(0);
  });

  it('loads the client once on the first call and passes every call through with its arguments', async () => {
    let loads = 0;
    const asked: unknown[] = [];
    const fake = {
      leaderboard: async (limit: number) => {
        asked.push(['leaderboard', limit]);
        return { data: { leaderboard: [] }, limit };
      },
      dashboard: async () => ({ data: { unique_participants: 3 } }),
    } as unknown as ApiClient;
    const lazy = createLazyApiClient(
      async () => {
        loads += 1;
        return fake;
      },
      { baseUrl },
    );
    expect(loads).toBe(0);
    const [board, dashboard] = await Promise.all([lazy.leaderboard(5), lazy.dashboard()]);
    expect(board).toEqual({ data: { leaderboard: [] }, limit: 5 });
    expect(dashboard).toEqual({ data: { unique_participants: 3 } });
    expect(asked).toEqual([['leaderboard', 5]]);
    expect(loads).toBe(1);
    // Not a promise itself: awaiting the client gives the client.
    expect(await Promise.resolve(lazy)).toBe(lazy);
  });

  it('tries the download again after it failed, and a call the client lacks is refused', async () => {
    let attempt = 0;
    const lazy = createLazyApiClient(
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('offline');
        return { health: async () => ({ status: 'ok' }) } as unknown as ApiClient;
      },
      { baseUrl },
    );
    await expect(lazy.health()).rejects.toThrow('offline');
    await expect(lazy.health()).resolves.toEqual({ status: 'ok' });
    await expect(lazy.games()).rejects.toThrow('The API client has no games');
    expect(attempt).toBe(2);
  });
});
