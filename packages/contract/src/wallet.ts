import { transactionsPage } from '@arena/domain';
import { z } from 'zod';
import { idempotencyKeyMaxLength, idempotencyMessages } from './idempotency-messages';

// spec §3 Wallet, §7 GET /api/wallet/get: the balances are read at the top level (no data envelope).
// GCoins and crystals are integers (ARCHITECTURE.md "Money").
export const walletResponseSchema = z.object({
  gCoinsAvailable: z.number().int().min(0),
  crystalsAvailable: z.number().int().min(0),
  referralRewardClaimed: z.boolean(),
  /**
   * True until the player's first GCoin purchase has been doubled (spec §1, §9 buy one get one free):
   * the ledger has no `first_purchase_bonus:<userId>` transaction yet. GET /api/wallet/get always sends
   * it; other answers that carry the balances (the offer claim) leave it out.
   */
  firstPurchaseBonusAvailable: z.boolean().optional(),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/**
 * The journal transaction types the server writes today and will write (docs/decisions/0009).
 * `transactionType` on the wire stays a plain string: spec §3 says "withdrawal, withdrawal_refund,
 * crystal_exchange, others", so a client must show a type it does not know as it comes.
 */
export const ledgerTransactionTypes = [
  'purchase',
  'purchase_bonus',
  'crystal_exchange',
  'entry_fee',
  'prize',
  'referral_reward',
  'withdrawal',
  'withdrawal_refund',
  'refund',
] as const;
export type LedgerTransactionType = (typeof ledgerTransactionTypes)[number];

export const walletCurrencySchema = z.enum(['gcoin', 'crystal']);
export type WalletCurrency = z.infer<typeof walletCurrencySchema>;

// spec §3 Transaction: one row per journal transaction per currency the caller's wallet moved.
export const transactionSchema = z.object({
  id: z.string(),
  transactionType: z.string(),
  description: z.string(),
  /** Signed: positive credits the wallet, negative debits it. */
  amount: z.number().int(),
  /** The wallet's balance in `currency` right after this movement. */
  balanceAfter: z.number().int().min(0),
  currency: walletCurrencySchema,
  /** 'completed', or anything else shown as pending (spec §4 Transaction status). */
  status: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsPaginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(100),
  hasMore: z.boolean(),
});
export type TransactionsPagination = z.infer<typeof transactionsPaginationSchema>;

export const transactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  pagination: transactionsPaginationSchema,
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const transactionsLimitMax = 100;

const positiveIntegerParam = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a positive integer' })
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

// spec §7 GET /api/wallet/transactions?page={n}&limit={n}: default page 1, limit 20 (at most 100).
export const transactionsQuerySchema = z.object({
  page: positiveIntegerParam(1_000_000).default(transactionsPage.firstPage),
  limit: positiveIntegerParam(transactionsLimitMax).default(transactionsPage.pageSize),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

// spec §7 POST /api/wallet/exchange {amount}: the number of GCoins wanted, paid with 275 crystals each.
export const exchangeRequestSchema = z.object({
  amount: z.number().int().min(1).max(1_000_000),
});
export type ExchangeRequest = z.infer<typeof exchangeRequestSchema>;

export const exchangeResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    gCoinsAvailable: z.number().int().min(0),
    crystalsAvailable: z.number().int().min(0),
    transactionId: z.string(),
  }),
});
export type ExchangeResponse = z.infer<typeof exchangeResponseSchema>;

// The Idempotency-Key header of money-moving POSTs (the exchange; later withdrawals), with the
// semantics payment providers use (docs/decisions/0009 "Idempotency-Key requests"): a key belongs to
// one user; the same key with the same request answers the first response again, marked
// `Idempotent-Replayed: true`, and moves nothing; the same key with another request is a 422.
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotentReplayedHeader = 'Idempotent-Replayed';
export { idempotencyKeyMaxLength, idempotencyMessages };
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x20-\x7e]{1,255}$/, { error: idempotencyMessages.invalid }); // 255 = idempotencyKeyMaxLength

/**
 * The headers of POST /api/wallet/exchange: the optional Idempotency-Key (header names arrive lower
 * case). Loose: every other header (Authorization, X-Device-ID, …) passes through untouched.
 */
export const exchangeHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional(),
});

// GET /api/admin/ledger/audit (admin only): the ledger invariants of ARCHITECTURE.md "Money".
export const ledgerAuditResponseSchema = z.object({
  data: z.object({
    ok: z.boolean(),
    problems: z.array(z.string()),
    checkedAt: z.string(),
  }),
});
export type LedgerAuditResponse = z.infer<typeof ledgerAuditResponseSchema>;
