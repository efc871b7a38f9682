// spec §7 Wallet: balances, history and the crystal exchange, for the signed-in user only.
import { randomUUID } from 'node:crypto';
import {
  exchangeRequestSchema,
  transactionsQuerySchema,
  type ExchangeResponse,
  type TransactionsResponse,
  type WalletResponse,
} from '@arena/contract';
import { crystalsForGCoins } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { exchangeCrystals } from '../ledger/exchange';
import { InsufficientFunds } from '../ledger/ledger-errors';
import { walletMessages } from './wallet-messages';
import { readTransactions, readWallet } from './wallet-repository';

export function registerWalletRoutes(app: FastifyInstance, database: Database) {
  app.get(
    '/api/wallet/get',
    { preHandler: app.authenticate },
    async (request, reply): Promise<WalletResponse> => {
      reply.header('cache-control', 'no-store');
      return readWallet(database, request.userId);
    },
  );

  app.get(
    '/api/wallet/transactions',
    { preHandler: app.authenticate },
    async (request, reply): Promise<TransactionsResponse> => {
      const { page, limit } = transactionsQuerySchema.parse(request.query);
      reply.header('cache-control', 'no-store');
      const { transactions, hasMore } = await readTransactions(database, request.userId, page, limit);
      return { transactions, pagination: { page, limit, hasMore } };
    },
  );

  // An Idempotency-Key header makes a retried request exchange once; without it each call is new.
  app.post(
    '/api/wallet/exchange',
    { preHandler: app.authenticate },
    async (request): Promise<ExchangeResponse> => {
      const { amount } = exchangeRequestSchema.parse(request.body);
      const header = request.headers['idempotency-key'];
      const requestId =
        typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : randomUUID();
      try {
        const result = await exchangeCrystals(database, {
          userId: request.userId,
          gCoins: amount,
          requestId,
        });
        return {
          status: 'success',
          message: walletMessages.exchanged(result.crystalsSpent, amount),
          data: {
            gCoinsAvailable: result.gCoinsAvailable,
            crystalsAvailable: result.crystalsAvailable,
            transactionId: result.transactionId,
          },
        };
      } catch (error) {
        if (error instanceof InsufficientFunds && error.currency === 'crystal') {
          throw new HttpError(
            400,
            walletMessages.notEnoughCrystals(amount, crystalsForGCoins(amount), error.available),
          );
        }
        throw error;
      }
    },
  );
}
