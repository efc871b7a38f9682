// CHECKOUT_MODE=live: PayPal Orders v2 over REST (PROVIDERS.md). Token, calls and webhook
// verification are paypal-client.ts's; every create and capture sends PayPal-Request-Id so a retry
// creates or captures nothing new.
import { formatOrderAmount } from '@arena/domain';
import type { PayPalConfig } from './payments-config';
import {
  firstOf,
  objectField,
  PaymentProviderError,
  readProviderJson,
  stringAt,
  type CaptureStatus,
  type CheckoutOrder,
  type CheckoutOrderStatus,
  type CheckoutProvider,
  type Fetch,
} from './checkout-provider';
import { createPayPalClient } from './paypal-client';
import { parsePayPalEvent } from './paypal-event';

const orderStatuses: readonly CheckoutOrderStatus[] = [
  'CREATED',
  'SAVED',
  'APPROVED',
  'VOIDED',
  'COMPLETED',
  'PAYER_ACTION_REQUIRED',
];

export function createPayPalCheckoutProvider(
  config: PayPalConfig,
  fetchImpl: Fetch = fetch,
  now: () => number = Date.now,
): CheckoutProvider {
  const { api, verifyWebhookSignature } = createPayPalClient(config, fetchImpl, now);

  async function getOrder(orderId: string): Promise<CheckoutOrder | null> {
    const response = await api(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: 'GET' });
    if (response.status === 404) return null;
    return readOrder(await readProviderJson(response, 'PayPal get order'));
  }

  return {
    mode: 'live',

    async createOrder({ amountCents, currency, requestId, description, returnUrl, cancelUrl }) {
      const body = await readProviderJson(
        await api('/v2/checkout/orders', {
          method: 'POST',
          requestId,
          body: {
            intent: 'CAPTURE',
            purchase_units: [
              {
                custom_id: requestId,
                description,
                amount: { currency_code: currency, value: formatOrderAmount(amountCents) },
              },
            ],
            application_context: {
              brand_name: 'Arena',
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
              return_url: returnUrl,
              cancel_url: cancelUrl,
            },
          },
        }),
        'PayPal create order',
      );
      const orderId = stringAt(body, 'id');
      const links = Array.isArray(body.links) ? (body.links as unknown[]) : [];
      const approve = links.find((link) => {
        const rel = stringAt(link, 'rel');
        return rel === 'approve' || rel === 'payer-action';
      });
      const approveUrl = stringAt(approve, 'href');
      if (!orderId || !approveUrl) throw new PaymentProviderError('PayPal order without id or approve link');
      return { orderId, approveUrl };
    },

    async captureOrder(orderId, requestId) {
      const response = await api(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
        method: 'POST',
        requestId,
        body: {},
      });
      if (response.status === 422) {
        const issue = await unprocessableIssue(response);
        if (issue === 'ORDER_ALREADY_CAPTURED') {
          const order = await getOrder(orderId);
          if (order?.status === 'COMPLETED') return { status: 'COMPLETED', captureId: order.captureId };
        }
        if (issue === 'ORDER_NOT_APPROVED') return { status: 'NOT_APPROVED', captureId: null };
        if (issue === 'INSTRUMENT_DECLINED') return { status: 'DECLINED', captureId: null };
        throw new PaymentProviderError(`PayPal refused the capture: ${issue ?? 'unknown issue'}`);
      }
      const body = await readProviderJson(response, 'PayPal capture order');
      const capture = firstOf(objectField(firstOf(body, 'purchase_units'), 'payments'), 'captures');
      return { status: captureStatus(stringAt(capture, 'status')), captureId: stringAt(capture, 'id') };
    },

    getOrder,

    async verifyWebhook(headers, rawBody) {
      const event = parsePayPalEvent(rawBody);
      await verifyWebhookSignature(headers, event.payload);
      return event;
    },
  };
}

function readOrder(body: Record<string, unknown>): CheckoutOrder {
  const orderId = stringAt(body, 'id');
  const status = stringAt(body, 'status');
  if (!orderId || !status || !(orderStatuses as readonly string[]).includes(status)) {
    throw new PaymentProviderError('PayPal order without id or a known status');
  }
  const unit = firstOf(body, 'purchase_units');
  const amount = objectField(unit, 'amount');
  const value = stringAt(amount, 'value') ?? '';
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  const capture = firstOf(objectField(unit, 'payments'), 'captures');
  return {
    orderId,
    status: status as CheckoutOrderStatus,
    amountCents: match ? Number(match[1]) * 100 + Number(match[2]) : 0,
    currency: stringAt(amount, 'currency_code') ?? '',
    captureId: stringAt(capture, 'id'),
  };
}

function captureStatus(status: string | null): CaptureStatus {
  if (status === 'COMPLETED') return 'COMPLETED';
  if (status === 'PENDING') return 'PENDING';
  if (status === 'DECLINED') return 'DECLINED';
  return 'FAILED';
}

async function unprocessableIssue(response: Response): Promise<string | null> {
  const body: unknown = await response.json().catch(() => null);
  return stringAt(firstOf(body, 'details'), 'issue');
}
