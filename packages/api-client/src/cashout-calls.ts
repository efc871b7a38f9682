// Cash-out (spec §7 Wallet and passport, Payments methods/payouts): passport, withdrawals, cards.
import {
  canWithdrawResponseSchema,
  messageResponseSchema,
  passportStatusResponseSchema,
  passportUploadResponseSchema,
  paymentMethodsResponseSchema,
  recentWithdrawalsResponseSchema,
  tokenizationUrlResponseSchema,
  withdrawalResponseSchema,
  type CanWithdrawResponse,
  type MessageResponse,
  type PassportStatusResponse,
  type PassportUploadResponse,
  type PaymentMethodsResponse,
  type RecentWithdrawalsResponse,
  type TokenizationUrlResponse,
  type WithdrawalRequestBody,
  type WithdrawalResponse,
} from '@arena/contract';
import type { ClientCore } from './core';

export function cashoutCalls(core: ClientCore) {
  const { authed, callerAware } = core;
  return {
    // Cash-out (spec §7 Wallet and passport, Payments methods/payouts)
    /** Multipart, field `passport` (spec §7). */
    passportUpload: (file: Blob, fileName: string): Promise<PassportUploadResponse> => {
      const form = new FormData();
      form.append('passport', file, fileName);
      return authed(passportUploadResponseSchema, '/api/passport-verification/upload', {
        method: 'post',
        body: form,
      });
    },
    passportStatus: (): Promise<PassportStatusResponse> =>
      authed(passportStatusResponseSchema, '/api/passport-verification/status'),
    /** A visitor gets canWithdraw false with 'Not authenticated' (spec §8). */
    canWithdraw: (): Promise<CanWithdrawResponse> =>
      callerAware(canWithdrawResponseSchema, '/api/passport-verification/can-withdraw'),
    requestWithdrawal: (request: WithdrawalRequestBody): Promise<WithdrawalResponse> =>
      authed(withdrawalResponseSchema, '/api/withdrawal/request', { method: 'post', json: request }),
    cardPayout: (request: { crystals: number; methodId: string }): Promise<WithdrawalResponse> =>
      authed(withdrawalResponseSchema, '/api/payments/payouts', { method: 'post', json: request }),
    /** The player's newest withdrawals with the moment of each step (issue 34: the wallet's timeline). */
    recentWithdrawals: (): Promise<RecentWithdrawalsResponse> =>
      authed(recentWithdrawalsResponseSchema, '/api/withdrawal/recent'),
    paymentMethods: (): Promise<PaymentMethodsResponse> =>
      authed(paymentMethodsResponseSchema, '/api/payments/methods'),
    tokenizationUrl: (): Promise<TokenizationUrlResponse> =>
      authed(tokenizationUrlResponseSchema, '/api/payments/get-tokenization-url', { method: 'post' }),
    deletePaymentMethod: (id: string): Promise<MessageResponse> =>
      authed(messageResponseSchema, `/api/payments/methods/${encodeURIComponent(id)}`, { method: 'delete' }),
  };
}
