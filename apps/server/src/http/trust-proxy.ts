// TRUST_PROXY (README "Configuration"): which proxies in front of the server may say who the client
// is in X-Forwarded-For, mapped onto Fastify's `trustProxy`. Unset means none: the client address is
// the TCP peer, and a forged X-Forwarded-For changes nothing (rate limits and the login throttle key
// on it). A hop count trusts that many proxies whatever their address (Express's meaning; Fastify 5
// itself refuses bare numbers), so only use it when nothing can reach the server but the proxies;
// an address or CIDR list is stricter.
import { isIP } from 'node:net';

/** false: no proxy; a number: that many hops in front; a list: proxies at these addresses or ranges. */
export type TrustProxy = boolean | number | string[];

const words: Record<string, boolean> = {
  true: true,
  yes: true,
  on: true,
  false: false,
  no: false,
  off: false,
};
/** proxy-addr's names for well-known ranges. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const trustProxyError =
  'must be true/false, a hop count (1, 2, …) or a comma-separated list of proxy addresses or CIDR ranges';

/** Parses the variable; undefined when it is not one of the accepted shapes. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text in words) return words[text];
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // 0 hops trusts nobody: the same as false.
    return hops === 0 ? false : hops <= 100 ? hops : undefined;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length === 0 || !entries.every(isProxyEntry)) return undefined;
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The value for Fastify's `trustProxy` option: a hop count becomes "trust the nearest n hops". */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
