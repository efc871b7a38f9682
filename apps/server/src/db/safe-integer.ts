// Amounts are bigint columns (ARCHITECTURE.md "Money"). `pg` returns int8 as a string and PGlite
// may return a BigInt; JSON carries plain numbers, and a raw BigInt would make Fastify answer 500
// after the commit. Convert at the repository edge, refusing anything that is not a safe integer.

export function toSafeInteger(value: unknown, what = 'value'): number {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'bigint') number = Number(value);
  else if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) number = Number(value.trim());
  else throw new TypeError(`${what} is not an integer: ${String(value)}`);
  if (!Number.isSafeInteger(number) || (typeof value === 'bigint' && BigInt(number) !== value)) {
    throw new RangeError(`${what} is not a safe integer: ${String(value)}`);
  }
  return number;
}
