// Sandbox Steam OP (GAME_SIGNIN_MODE=sandbox): the server's own sign-in page at /sandbox/steam/login
// answers positive assertions shaped like Steam's (claimed_id https://steamcommunity.com/openid/id/
// <SteamID64>), signed with HMAC-SHA256 under a key derived from the server secret, and implements
// check_authentication, so the verifier runs exactly as against Steam.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { openIdNs, type SteamOpenIdProvider } from './steam-openid';

export const sandboxSteamLoginPath = '/sandbox/steam/login';

export const sandboxSteamAccounts = [
  { steamId: '76561198000000001', personaName: 'Ada Player' },
  { steamId: '76561198000000002', personaName: 'Sam Gamer' },
  { steamId: '76561198000000003', personaName: 'Kai Rivers' },
] as const;

export function sandboxSteamOpEndpoint(publicUrl: string): string {
  return `${publicUrl}${sandboxSteamLoginPath}`;
}

export interface SandboxSteamOp extends SteamOpenIdProvider {
  /** The positive assertion the sign-in page sends back to return_to. */
  assertion(steamId: string, returnTo: string, now?: Date): Record<string, string>;
  /** The OP's own check (OpenID 2.0 §11.4.2): the signature over the signed fields. */
  isValid(params: Record<string, string>): boolean;
}

const signedFields = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

export function createSandboxSteamOp(publicUrl: string, serverSecret: string): SandboxSteamOp {
  const key = createHmac('sha256', serverSecret).update('arena sandbox steam openid').digest();
  const opEndpoint = sandboxSteamOpEndpoint(publicUrl);
  const sign = (params: Record<string, string>, names: string[]) =>
    createHmac('sha256', key)
      .update(names.map((name) => `${name}:${params[`openid.${name}`] ?? ''}\n`).join(''))
      .digest('base64');

  const isValid = (params: Record<string, string>) => {
    const names = (params['openid.signed'] ?? '').split(',').filter((name) => name !== '');
    if (!signedFields.every((name) => names.includes(name))) return false;
    if (params['openid.op_endpoint'] !== opEndpoint) return false;
    const expected = Buffer.from(sign(params, names));
    const given = Buffer.from(params['openid.sig'] ?? '');
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return {
    opEndpoint,
    isValid,
    async checkAuthentication(params) {
      return isValid(params);
    },
    async profile(steamId) {
      const preset = sandboxSteamAccounts.find((account) => account.steamId === steamId);
      return {
        personaName: preset?.personaName ?? `Steam player ${steamId.slice(-4)}`,
        profileUrl: `https://steamcommunity.com/profiles/${steamId}`,
      };
    },
    assertion(steamId, returnTo, now = new Date()) {
      const identity = `https://steamcommunity.com/openid/id/${steamId}`;
      const params: Record<string, string> = {
        'openid.ns': openIdNs,
        'openid.mode': 'id_res',
        'openid.op_endpoint': opEndpoint,
        'openid.claimed_id': identity,
        'openid.identity': identity,
        'openid.return_to': returnTo,
        'openid.response_nonce': `${now.toISOString().slice(0, 19)}Z${randomBytes(6).toString('hex')}`,
        'openid.assoc_handle': '1234567890',
        'openid.signed': signedFields.join(','),
      };
      params['openid.sig'] = sign(params, signedFields);
      return params;
    },
  };
}
