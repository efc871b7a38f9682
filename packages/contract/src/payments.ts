import { z } from 'zod';
import { messageKeyFields } from './envelope';
import { lineText } from './request';

// spec §7 Payments: the card (checkout, PayPal Orders v2 shape) and hosted-page routes. The server
// decides what an amount buys (docs/decisions/0010-payments.md); the client only names a pack price.

/**
 * A pack price: a string with exactly 2 decimals ('14.86'), or a JSON number of the same value
 * (JSON cannot tell 44.00 from 44, so the number 44 buys the 10-pack while the string '44' is refused).
 */
export const packAmountSchema = z.union([lineText(20), z.number()]);
export type PackAmount = z.infer<typeof packAmountSchema>;

// A payment route answers a body its schema refuses with the spec's own words, not the common
// 'Invalid request: …' (the server's route option `invalidInputMessage`): paymentMessages.invalidAmount
// where the body names an amount, paymentMessages.notFound where it names a payment.

/** An order or payment id as the provider and this server issue them. */
const paymentIdSchema = lineText(200).min(1);

/** POST /api/payments/create */
export const createOrderRequestSchema = z.object({ amount: packAmountSchema });
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = z.object({
  status: z.literal('success'),
  paypalOrderId: z.string().min(1),
  /** Where the payer approves the order: the provider's page (the sandbox's own under /sandbox/checkout). */
  approveUrl: z.string().min(1),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** Every payment failure: spec §7 reads `error` on create; `message` is the server-wide envelope's. */
export const paymentErrorResponseSchema = z.object({
  status: z.literal('error'),
  error: z.string(),
  message: z.string(),
  ...messageKeyFields,
});
export type PaymentErrorResponse = z.infer<typeof paymentErrorResponseSchema>;

/** POST /api/payments/capture: `paymentId` is the order id returned by create. */
export const captureOrderRequestSchema = z.object({ paymentId: paymentIdSchema });
export type CaptureOrderRequest = z.infer<typeof captureOrderRequestSchema>;

export const paymentOrderStatuses = [
  'created',
  'approved',
  'captured',
  'completed',
  'cancelled',
  'failed',
] as const;
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number];

export const captureOrderResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    orderId: z.string(),
    orderStatus: z.enum(paymentOrderStatuses),
    captureId: z.string().nullable(),
  }),
});
export type CaptureOrderResponse = z.infer<typeof captureOrderResponseSchema>;

/** POST /api/payments/complete */
export const completeOrderRequestSchema = z.object({ orderId: paymentIdSchema });
export type CompleteOrderRequest = z.infer<typeof completeOrderRequestSchema>;

/**
 * What completing a payment did (complete and complete-payment). Completing again answers the same
 * transaction with `alreadyCredited: true`: nothing is credited twice.
 */
export const paymentCompletionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    transactionId: z.string(),
    /** GCoins this payment put in the wallet, the first-purchase bonus included. */
    gCoinsCredited: z.number().int().min(0),
    /** The part of gCoinsCredited that is the first-purchase bonus (spec §9: doubled). */
    firstPurchaseBonus: z.number().int().min(0),
    alreadyCredited: z.boolean(),
    gCoinsAvailable: z.number().int().min(0).optional(),
  }),
});
export type PaymentCompletionResponse = z.infer<typeof paymentCompletionResponseSchema>;

/** GET /api/payments/currencies (public): USD first with rate 1; a rate is local units per USD. */
export const currencySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  usd_rate: z.number().positive(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesResponseSchema = z.array(currencySchema).min(1);
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;

/**
 * POST /api/payments/get-payment-url. `usd_amount` must be a pack price; the server computes the
 * local amount from its own rate and refuses a client `amount` more than 1 % away from it.
 */
export const paymentUrlRequestSchema = z.object({
  currency: lineText(20),
  amount: z.union([lineText(30), z.number()]),
  description: lineText(200).optional(),
  usd_amount: packAmountSchema,
});
export type PaymentUrlRequest = z.infer<typeof paymentUrlRequestSchema>;

export const paymentUrlResponseSchema = z.object({
  status: z.literal('success'),
  paymentLink: z.string().min(1),
  paymentId: z.string().min(1),
});
export type PaymentUrlResponse = z.infer<typeof paymentUrlResponseSchema>;

/** POST /api/payments/complete-payment: `paymentId` from the return URL's `payment_id`. */
export const completePaymentRequestSchema = z.object({ paymentId: paymentIdSchema });
export type CompletePaymentRequest = z.infer<typeof completePaymentRequestSchema>;

/**
 * The body of POST /api/payments/webhook/{checkout|hosted}: the exact text received, never parsed
 * before its signature is verified (the signature covers those bytes); none when the request has none.
 */
export const paymentWebhookBodySchema = z.string().nullish();

/** The server's English texts for payment answers; 'Payment was cancelled' is spec §8's. */
export const paymentMessages = {
  invalidAmount: 'Invalid amount: choose one of the GCoin packs.',
  notFound: 'Payment not found',
  cancelled: 'Payment was cancelled',
  notApproved: 'Payment has not been approved yet',
  notPaid: 'Payment has not been paid yet',
  pending: 'Payment is pending at the provider. Please try again in a few minutes.',
  failed: 'Payment failed',
  unknownCurrency: 'Unsupported currency',
  amountMismatch: 'The amount does not match the current exchange rate. Please reload the prices.',
  createFailed: 'Failed to create order',
  providerError: 'An error occurred during payment processing',
  captured: 'Payment captured',
  completed: 'Payment completed',
  alreadyCompleted: 'Payment already completed',
} as const;

/** Where the provider pages send the browser back (spec §2 Store and Payment result pages). */
export const paymentRedirects = {
  checkoutApproved: '/store?checkout=approved',
  checkoutCancelled: '/store?checkout=cancelled',
  hostedSuccess: '/payments/success',
  hostedFailed: '/payments/failed',
} as const;
