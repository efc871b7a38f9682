// Which client addresses can link accounts (issue 30, decision 0050): its own module, so that what imports
// the fair-play rules (the console's flag pages) does not bring ipaddr.js along.
import ipaddr from 'ipaddr.js';

/**
 * Whether a client address can say anything about who is behind it: loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, reserved and unspecified addresses are shared by everyone
 * behind a proxy (every test, and a proxy without TRUST_PROXY), and documentation addresses (reserved)
 * belong to no client, so none of them links accounts. ipaddr.js classifies; only its `unicast` is public.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.trim();
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.process(text); // an IPv4-mapped IPv6 address is its IPv4 address
  return parsed.range() === 'unicast';
}
