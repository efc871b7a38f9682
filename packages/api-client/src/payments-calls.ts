// Buying GCoins (spec §4 Card payment flow, §7 Payments): the card route and the hosted route.
import {
  captureOrderResponseSchema,
  createOrderResponseSchema,
  currenciesResponseSchema,
  paymentCompletionResponseSchema,
  paymentUrlRequestSchema,
  paymentUrlResponseSchema,
  type CaptureOrderResponse,
  type CreateOrderResponse,
  type CurrenciesResponse,
  type PaymentCompletionResponse,
  type PaymentUrlRequest,
  type PaymentUrlResponse,
} from '@arena/contract';
import { formatOrderAmount } from '@arena/domain';
import type { ClientCore } from './core';

export function paymentsCalls(core: ClientCore) {
  const { authed, send } = core;
  return {
    // Payments, card route (spec §4 Card payment flow, §7 Payments)
    /** spec §5: the order amount is sent with 2 decimals (1486 cents → '14.86'). */
    createOrder: (amountCents: number): Promise<CreateOrderResponse> =>
      authed(createOrderResponseSchema, '/api/payments/create', {
        method: 'post',
        json: { amount: formatOrderAmount(amountCents) },
      }),
    captureOrder: (paymentId: string): Promise<CaptureOrderResponse> =>
      authed(captureOrderResponseSchema, '/api/payments/capture', { method: 'post', json: { paymentId } }),
    completeOrder: (orderId: string): Promise<PaymentCompletionResponse> =>
      authed(paymentCompletionResponseSchema, '/api/payments/complete', {
        method: 'post',
        json: { orderId },
      }),

    // Payments, hosted route
    currencies: (): Promise<CurrenciesResponse> =>
      send(currenciesResponseSchema, '/api/payments/currencies', { method: 'get' }, 'none'),
    getPaymentUrl: (request: PaymentUrlRequest): Promise<PaymentUrlResponse> =>
      authed(paymentUrlResponseSchema, '/api/payments/get-payment-url', {
        method: 'post',
        json: paymentUrlRequestSchema.parse(request),
      }),
    completePayment: (paymentId: string): Promise<PaymentCompletionResponse> =>
      authed(paymentCompletionResponseSchema, '/api/payments/complete-payment', {
        method: 'post',
        json: { paymentId },
      }),
  };
}
