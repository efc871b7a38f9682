// CHECKOUT_MODE=live: PayPal Orders v2 over REST (PROVIDERS.md). An OAuth client-credentials token
// is cached until shortly before it expires; every create and capture sends PayPal-Request-Id so a
// retry creates or captures nothing new; webhooks are verified by PayPal's
// /v1/notifications/verify-webhook-signature with our webhook id.
import { formatOrderAmount } from '@arena/domain';
import type { PayPalConfig } from './payments-config';
import {
  firstOf,
  headerValue,
  objectField,
  PaymentProviderError,
  readProviderJson,
  stringAt,
  WebhookVerificationError,
  type CaptureStatus,
  type CheckoutOrder,
  type CheckoutOrderStatus,
  type CheckoutProvider,
  type Fetch,
} from './checkout-provider';
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
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const body = await readProviderJson(
      await call(`${config.apiBase}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      }),
      'PayPal token endpoint',
    );
    const value = stringAt(body, 'access_token');
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 0;
    if (!value) throw new PaymentProviderError('PayPal sent no access_token');
    // A minute early, so a token never expires between this check and PayPal's.
    token = { value, expiresAt: now() + Math.max(0, expiresIn - 60) * 1000 };
    return value;
  }

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      throw new PaymentProviderError(`PayPal could not be reached: ${(error as Error).message}`);
    }
  }

  async function api(path: string, init: { method: string; body?: unknown; requestId?: string }) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      accept: 'application/json',
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.requestId) headers['paypal-request-id'] = init.requestId;
    return call(`${config.apiBase}${path}`, {
      method: init.method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  }

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
      const verification = {
        auth_algo: headerValue(headers, 'paypal-auth-algo'),
        cert_url: headerValue(headers, 'paypal-cert-url'),
        transmission_id: headerValue(headers, 'paypal-transmission-id'),
        transmission_sig: headerValue(headers, 'paypal-transmission-sig'),
        transmission_time: headerValue(headers, 'paypal-transmission-time'),
        webhook_id: config.webhookId,
        webhook_event: event.payload,
      };
      if (Object.values(verification).some((value) => value === '')) {
        throw new WebhookVerificationError('PayPal transmission headers are missing');
      }
      const response = await api('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body: verification,
      });
      const body = await readProviderJson(response, 'PayPal verify webhook signature');
      if (body.verification_status !== 'SUCCESS') {
        throw new WebhookVerificationError(`PayPal answered ${String(body.verification_status)}`);
      }
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
