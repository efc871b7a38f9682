// spec §7 Wallet: balances, history and the crystal exchange, for the signed-in user only.
import { randomUUID } from 'node:crypto';
import {
  exchangeHeadersSchema,
  exchangeRequestSchema,
  idempotencyMessages,
  transactionsQuerySchema,
  type ExchangeResponse,
  type TransactionsResponse,
  type WalletResponse,
} from '@arena/contract';
import { crystalsForGCoins } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { HttpError, httpError } from '../http/http-error';
import { idempotencyKeyOf, idempotentRoute } from '../http/idempotency';
import { exchangeCrystals } from '../ledger/exchange';
import { IdempotencyConflict, InsufficientFunds } from '../ledger/ledger-errors';
import { exchangedMessage, notEnoughCrystalsMessage } from './wallet-messages';
import { sendKept } from '../http/kept-answer';
import { walletCacheFor } from './wallet-cache';
import { firstPurchaseBonusAvailable, readTransactions, readWallet } from './wallet-repository';

export function registerWalletRoutes(fastify: FastifyInstance, database: Database) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/wallet/get',
    { preValidation: app.authenticate },
    async (request, reply) => {
      const wallet: WalletResponse | null = await walletCacheFor(database.changes).read(request.userId, null, async () => ({
        ...(await readWallet(database, request.userId)),
        firstPurchaseBonusAvailable: await firstPurchaseBonusAvailable(database, request.userId),
      }));
      // An account's wallet always reads (zeros before its first movement): never null.
      return sendKept(request, reply, wallet!, 'no-store');
    },
  );

  app.get(
    '/api/wallet/transactions',
    { preValidation: app.authenticate, schema: { querystring: transactionsQuerySchema } },
    async (request, reply): Promise<TransactionsResponse> => {
      const { page, limit } = request.query;
      reply.header('cache-control', 'no-store');
      const { transactions, hasMore } = await readTransactions(database, request.userId, page, limit);
      return { transactions, pagination: { page, limit, hasMore } };
    },
  );

  // An Idempotency-Key header (http/idempotency.ts) makes a retried request exchange once and answer
  // the first response again; the same key with another amount is a 422. Without it each call is new.
  // A malformed key answers the contract's own Idempotency-Key message.
  app.post(
    '/api/wallet/exchange',
    {
      preValidation: app.authenticate,
      schema: { body: exchangeRequestSchema, headers: exchangeHeadersSchema },
      config: { invalidInputMessage: { headers: idempotencyMessages.invalid } },
    },
    async (request, reply): Promise<ExchangeResponse> => {
      const { amount } = request.body;
      return idempotentRoute(database, request, reply, async (db) => {
        const key = idempotencyKeyOf(request);
        try {
          const result = await exchangeCrystals(db, {
            userId: request.userId,
            gCoins: amount,
            requestId: key ?? randomUUID(),
          });
          const body: ExchangeResponse = {
            status: 'success',
            ...exchangedMessage(result.crystalsSpent, amount),
            data: {
              gCoinsAvailable: result.gCoinsAvailable,
              crystalsAvailable: result.crystalsAvailable,
              transactionId: result.transactionId,
            },
          };
          return { statusCode: 200, body };
        } catch (error) {
          if (error instanceof InsufficientFunds && error.currency === 'crystal') {
            throw new HttpError(
              400,
              notEnoughCrystalsMessage(amount, crystalsForGCoins(amount), error.available),
            );
          }
          if (error instanceof IdempotencyConflict) throw httpError(422, 'idempotency.reused');
          throw error;
        }
      });
    },
  );
}
