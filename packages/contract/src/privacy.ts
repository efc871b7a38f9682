import { z } from 'zod';
import { messageKeyFields } from './envelope';

// Data export and account deletion (issue 30, docs/decisions/0051-data-export-and-erasure.md).

/** The refusals and the success of POST /api/users/delete (the catalogue keys `privacy.*`). */
export const privacyMessages = {
  passwordIncorrect: 'Your password is incorrect. Your account was not deleted.',
  signInAgain: 'For your safety, sign in again (within the last 10 minutes) before you delete your account.',
  withdrawalPending:
    'You have a withdrawal that is still being paid. Wait until it is paid or refunded, then delete your account.',
  balanceNotAcknowledged:
    'Your account still holds {{crystals}} crystals and {{gCoins}} GCoins. Confirm that you give them up to delete it.',
  operatorAccount:
    'Operator accounts cannot be deleted here. Ask an administrator to change your role first.',
  accountDeleted: 'Your account has been deleted. Goodbye.',
} as const;

/** A sign-in fresh enough to delete an account without a password (accounts of Google or Discord). */
export const freshSignInMinutes = 10;

// POST /api/users/delete: the password (accounts that have one), the balances the player gives up (must
// equal the current ones when not zero) and an explicit confirmation.
export const deleteAccountBodySchema = z
  .object({
    password: z.string().max(1024).optional(),
    acknowledgeCrystals: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    acknowledgeGCoins: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    confirm: z.literal(true),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  ...messageKeyFields,
  /** When the account was deleted (ISO 8601). */
  data: z.object({ deletedAt: z.string() }),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The sections of the export file (GET /api/users/export), in the order the file lists them. */
export const dataExportSections = [
  'profile',
  'gameAccounts',
  'wallet',
  'ledger',
  'payments',
  'paymentMethods',
  'withdrawals',
  'passports',
  'challenges',
  'referrals',
  'notifications',
  'sessions',
  'signIns',
  'consents',
] as const;
export type DataExportSection = (typeof dataExportSections)[number];

const row = z.record(z.string(), z.unknown());

// The export file: everything Arena holds about the caller, nothing about anyone else, never a secret.
export const dataExportSchema = z.object({
  format: z.literal('arena-data-export/1'),
  exportedAt: z.string(),
  userId: z.string(),
  profile: row,
  gameAccounts: z.array(row),
  wallet: z.object({ gCoins: z.number(), crystals: z.number(), referralOfferClaimed: z.boolean() }),
  ledger: z.array(row),
  payments: z.array(row),
  paymentMethods: z.array(row),
  withdrawals: z.array(row),
  passports: z.array(row),
  challenges: z.array(row),
  referrals: z.object({
    affiliateCode: z.string(),
    referredByAnotherPlayer: z.boolean(),
    /** Players the caller referred: when each joined and whether the reward applies; never who. */
    referred: z.array(row),
  }),
  notifications: z.array(row),
  sessions: z.array(row),
  signIns: z.array(row),
  consents: row,
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The name of the file the export downloads as: `arena-data-2025-05-01.json`. */
export function dataExportFileName(now: Date): string {
  return `arena-data-${now.toISOString().slice(0, 10)}.json`;
}
