// Steam OpenID 2.0 for CS2 and Dota 2 (spec §2, PROVIDERS.md). No generic OpenID discovery: the OP
// endpoint is fixed (Steam's, or the sandbox OP's), and an assertion is accepted only when every
// check below passes and the OP itself confirms it with check_authentication.
import type { Queryable } from '../db/database';

export const openIdNs = 'http://specs.openid.net/auth/2.0';
export const identifierSelect = 'http://specs.openid.net/auth/2.0/identifier_select';
export const steamClaimedIdPattern = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})$/;
const nonceMaxAgeMs = 5 * 60_000;

export interface SteamProfile {
  personaName: string;
  profileUrl: string;
}

export interface SteamOpenIdProvider {
  /** Where the browser is sent, and what `openid.op_endpoint` must say. */
  readonly opEndpoint: string;
  /** POSTs the assertion back with `openid.mode=check_authentication`; true only for `is_valid:true`. */
  checkAuthentication(params: Record<string, string>): Promise<boolean>;
  profile(steamId: string): Promise<SteamProfile>;
}

/** Our OpenID return_to. */
export function steamReturnUrl(publicUrl: string): string {
  return `${publicUrl}/api/auth/steam/return`;
}

export function steamLoginUrl(provider: SteamOpenIdProvider, publicUrl: string): string {
  const url = new URL(provider.opEndpoint);
  url.search = new URLSearchParams({
    'openid.ns': openIdNs,
    'openid.mode': 'checkid_setup',
    'openid.return_to': steamReturnUrl(publicUrl),
    'openid.realm': publicUrl,
    'openid.identity': identifierSelect,
    'openid.claimed_id': identifierSelect,
  }).toString();
  return url.toString();
}

export class SteamVerificationError extends Error {
  override name = 'SteamVerificationError';
}

const requiredSigned = [
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
];

/** Key-value form (OpenID 2.0 §4.1.1), as check_authentication answers. */
export function parseKeyValueForm(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) result[line.slice(0, colon)] = line.slice(colon + 1).trim();
  }
  return result;
}

/** The `openid.*` fields of a callback query; anything repeated or not a string refuses the lot. */
export function openIdFields(query: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (!key.startsWith('openid.')) continue;
    if (typeof value !== 'string') throw new SteamVerificationError(`${key} is repeated or malformed`);
    fields[key] = value;
  }
  return fields;
}

/**
 * Verifies a positive assertion strictly and answers the SteamID64. Throws SteamVerificationError
 * for anything else: wrong mode, OP, claimed_id, identity, return_to, unsigned fields, a stale or
 * replayed nonce, or an OP that does not confirm it.
 */
export async function verifySteamAssertion(
  db: Queryable,
  provider: SteamOpenIdProvider,
  publicUrl: string,
  fields: Record<string, string>,
  now: Date = new Date(),
): Promise<string> {
  const field = (name: string) => fields[`openid.${name}`] ?? '';
  if (field('ns') !== openIdNs) throw new SteamVerificationError('openid.ns is not OpenID 2.0');
  if (field('mode') !== 'id_res') throw new SteamVerificationError('openid.mode is not id_res');
  if (field('op_endpoint') !== provider.opEndpoint) {
    throw new SteamVerificationError('openid.op_endpoint is not the Steam OP');
  }
  const claimed = steamClaimedIdPattern.exec(field('claimed_id'));
  if (!claimed?.[1]) throw new SteamVerificationError('openid.claimed_id is not a Steam identity');
  if (field('identity') !== field('claimed_id')) {
    throw new SteamVerificationError('openid.identity differs from openid.claimed_id');
  }
  const returnTo = field('return_to');
  const ours = steamReturnUrl(publicUrl);
  if (returnTo !== ours && !returnTo.startsWith(`${ours}?`)) {
    throw new SteamVerificationError('openid.return_to is not our return URL');
  }
  const signed = new Set(field('signed').split(','));
  const unsigned = requiredSigned.find((name) => !signed.has(name));
  if (unsigned) throw new SteamVerificationError(`openid.${unsigned} is not signed`);
  if (field('sig') === '') throw new SteamVerificationError('openid.sig is missing');
  const nonce = field('response_nonce');
  const issuedAt = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)/.exec(nonce)?.[1];
  const age = issuedAt ? now.getTime() - Date.parse(issuedAt) : Number.NaN;
  if (!(Math.abs(age) <= nonceMaxAgeMs)) throw new SteamVerificationError('openid.response_nonce is stale');

  if (!(await provider.checkAuthentication(fields))) {
    throw new SteamVerificationError('the OP did not confirm the assertion (check_authentication)');
  }
  const { rowCount } = await db.query(
    `insert into openid_nonces (op_endpoint, nonce) values ($1, $2) on conflict do nothing`,
    [provider.opEndpoint, nonce],
  );
  if (rowCount === 0) throw new SteamVerificationError('openid.response_nonce was already used');
  return claimed[1];
}
