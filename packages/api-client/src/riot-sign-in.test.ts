import { describe, expect, it } from 'vitest';
import { createApiClient, memorySession } from './index';

// spec §4 Game selection: the Riot sign-in leaves the site through GET /api/auth/riot?game=<id>.
describe('riotSignInUrl', () => {
  const client = createApiClient({ baseUrl: 'https://arena.test', session: memorySession(null) });

  it('points at the API with the game in the query', () => {
    expect(client.riotSignInUrl('valorant')).toBe('https://arena.test/api/auth/riot?game=valorant');
    expect(client.riotSignInUrl('lol')).toBe('https://arena.test/api/auth/riot?game=lol');
  });

  it('encodes a game id that is not a plain word', () => {
    expect(client.riotSignInUrl('a b&c')).toBe('https://arena.test/api/auth/riot?game=a+b%26c');
  });
});
