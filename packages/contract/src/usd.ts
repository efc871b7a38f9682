import { z } from 'zod';

export { centsFromUsd, usdFromCents } from './usd-amounts';

/** A USD amount on the wire: dollars, not negative, at most two decimals (e.g. 1234.56, 100, 0). */
export const usdAmountSchema = z
  .number()
  .min(0)
  .refine(
    (usd) => {
      const cents = Math.round(usd * 100);
      return Number.isSafeInteger(cents) && Math.abs(usd * 100 - cents) <= 1e-6;
    },
    { error: 'must be USD with at most two decimals' },
  );
