// PayPal's REST plumbing, shared by the live checkout (paypal-checkout.ts, Orders v2) and the live
// payouts (withdrawals/paypal-payouts.ts): an OAuth client-credentials token cached until shortly
// before it expires, JSON calls with PayPal-Request-Id, and webhook verification by PayPal's
// /v1/notifications/verify-webhook-signature with the webhook's id (PROVIDERS.md "PayPal").
import {
  headerValue,
  PaymentProviderError,
  readProviderJson,
  stringAt,
  WebhookVerificationError,
  type Fetch,
} from './checkout-provider';

export interface PayPalClientConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  /** The PayPal webhook whose events verifyWebhookSignature accepts. */
  webhookId: string;
}

export interface PayPalApiRequest {
  method: string;
  /** Sent as JSON. */
  body?: unknown;
  /** PayPal-Request-Id: a retry with the same id creates nothing new. */
  requestId?: string;
}

export interface PayPalClient {
  /** An authenticated call to `{apiBase}{path}`; throws PaymentProviderError when PayPal is unreachable. */
  api(path: string, request: PayPalApiRequest): Promise<Response>;
  /** Asks PayPal whether it signed `event` (the parsed body); throws WebhookVerificationError if not. */
  verifyWebhookSignature(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<void>;
}

export function createPayPalClient(
  config: PayPalClientConfig,
  fetchImpl: Fetch = fetch,
  now: () => number = Date.now,
): PayPalClient {
  let token: { value: string; expiresAt: number } | undefined;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      throw new PaymentProviderError(`PayPal could not be reached: ${(error as Error).message}`);
    }
  }

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

  async function api(path: string, request: PayPalApiRequest): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      accept: 'application/json',
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.requestId) headers['paypal-request-id'] = request.requestId;
    return call(`${config.apiBase}${path}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
  }

  return {
    api,

    async verifyWebhookSignature(headers, event) {
      const verification = {
        auth_algo: headerValue(headers, 'paypal-auth-algo'),
        cert_url: headerValue(headers, 'paypal-cert-url'),
        transmission_id: headerValue(headers, 'paypal-transmission-id'),
        transmission_sig: headerValue(headers, 'paypal-transmission-sig'),
        transmission_time: headerValue(headers, 'paypal-transmission-time'),
        webhook_id: config.webhookId,
        webhook_event: event,
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
    },
  };
}
