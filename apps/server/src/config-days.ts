// A setting that is a whole number of days (PASSPORT_RETENTION_DAYS, SIGNIN_RETENTION_DAYS): 1 to 3650,
// its default when unset; anything else is refused at start with the variable named (config.ts).
import { z } from 'zod';

const message = 'must be a whole number of days from 1 to 3650';

export function daysSetting(defaultDays: number) {
  return z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .refine((days) => days >= 1 && days <= 3650, { error: message })
    .default(defaultDays);
}
