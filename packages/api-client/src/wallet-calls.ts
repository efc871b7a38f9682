// The wallet (spec §7 Wallet and passport): balances, transactions, the crystal to GCoin exchange.
import {
  exchangeResponseSchema,
  transactionsResponseSchema,
  walletResponseSchema,
  type ExchangeResponse,
  type TransactionsResponse,
  type WalletResponse,
} from '@arena/contract';
import { transactionsPage } from '@arena/domain';
import { idempotencyHeaders } from './call-helpers';
import type { ClientCore } from './core';

export function walletCalls(core: ClientCore) {
  const { authed } = core;
  return {
    // Wallet (spec §7 Wallet and passport)
    wallet: (): Promise<WalletResponse> => authed(walletResponseSchema, '/api/wallet/get'),
    transactions: (query: { page?: number; limit?: number } = {}): Promise<TransactionsResponse> =>
      authed(transactionsResponseSchema, '/api/wallet/transactions', {
        searchParams: {
          page: query.page ?? transactionsPage.firstPage,
          limit: query.limit ?? transactionsPage.pageSize,
        },
      }),
    /** Buys `gCoins` GCoins with 275 crystals each (spec §9). */
    /** With an Idempotency-Key a retry exchanges once; the key reused for another amount throws IdempotencyKeyReusedError. */
    exchange: (gCoins: number, idempotencyKey?: string): Promise<ExchangeResponse> =>
      authed(exchangeResponseSchema, '/api/wallet/exchange', {
        method: 'post',
        json: { amount: gCoins },
        ...idempotencyHeaders(idempotencyKey),
      }),
  };
}
