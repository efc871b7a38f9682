// spec §9 packs: the server decides what an amount buys. A string must be exactly a pack price
// with 2 decimals ('14.86'); a JSON number is accepted when it equals a pack price, because JSON
// cannot tell 44.00 from 44 (docs/decisions/0010-payments.md).
import { centsToDecimalString, packForAmount, type GCoinPack } from '@arena/domain';

export function packForClientAmount(amount: unknown): GCoinPack | undefined {
  if (typeof amount === 'string') return packForAmount(amount);
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1_000_000) {
    return undefined;
  }
  const cents = Math.round(amount * 100);
  // 14.86 * 100 is 1485.9999999999998: allow float noise, refuse a third decimal (5.499).
  if (Math.abs(amount * 100 - cents) > 1e-6) return undefined;
  return packForAmount(centsToDecimalString(cents));
}
