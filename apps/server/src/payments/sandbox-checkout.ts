// CHECKOUT_MODE=sandbox (the default): an imitation of PayPal Orders v2 kept in the database, so
// several instances agree. Its approve page is /sandbox/checkout/:orderId (sandbox-checkout-routes);
// Approve sets APPROVED, Cancel sets VOIDED. Captures are idempotent per request id, as PayPal's
// are per PayPal-Request-Id. Webhooks are signed with an HMAC in PayPal's header names, under a
// secret generated per data directory (Config.sandboxSecrets.checkoutWebhook), never a constant.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import {
  headerValue,
  WebhookVerificationError,
  type CheckoutOrderStatus,
  type CheckoutProvider,
} from './checkout-provider';
import { parsePayPalEvent } from './paypal-event';

export function sandboxCheckoutPath(orderId: string): string {
  return `/sandbox/checkout/${encodeURIComponent(orderId)}`;
}

const idAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 17 characters like PayPal's ('5O190127TN364715T'). */
export function paypalStyleId(): string {
  return Array.from({ length: 17 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('');
}

export interface SandboxCheckoutOrderRow {
  id: string;
  amount_cents: string | number;
  currency: string;
  description: string;
  return_url: string;
  cancel_url: string;
  status: CheckoutOrderStatus;
  capture_id: string | null;
}

export async function findSandboxCheckoutOrder(
  database: Queryable,
  orderId: string,
): Promise<SandboxCheckoutOrderRow | null> {
  const { rows } = await database.query<SandboxCheckoutOrderRow>(
    `select id, amount_cents, currency, description, return_url, cancel_url, status, capture_id
       from sandbox_checkout_orders where id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** The payer's decision on the approve page; only a CREATED order can change. */
export async function decideSandboxCheckoutOrder(
  database: Queryable,
  orderId: string,
  decision: 'approve' | 'cancel',
): Promise<SandboxCheckoutOrderRow | null> {
  await database.query(
    `update sandbox_checkout_orders set status = $2 where id = $1 and status = 'CREATED'`,
    [orderId, decision === 'approve' ? 'APPROVED' : 'VOIDED'],
  );
  return findSandboxCheckoutOrder(database, orderId);
}

export function createSandboxCheckoutProvider(
  database: Queryable,
  publicUrl: string,
  webhookSecret: string,
): CheckoutProvider {
  return {
    mode: 'sandbox',

    async createOrder({ amountCents, currency, requestId, description, returnUrl, cancelUrl }) {
      // Like PayPal-Request-Id: the same request id answers the order it already created.
      const { rows } = await database.query<{ id: string }>(
        `insert into sandbox_checkout_orders (id, request_id, amount_cents, currency, description, return_url, cancel_url)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (request_id) do update set request_id = excluded.request_id
         returning id`,
        [paypalStyleId(), requestId, amountCents, currency, description, returnUrl, cancelUrl],
      );
      const orderId = rows[0]?.id ?? '';
      return { orderId, approveUrl: `${publicUrl}${sandboxCheckoutPath(orderId)}` };
    },

    async captureOrder(orderId) {
      const { rows } = await database.query<{ capture_id: string }>(
        `update sandbox_checkout_orders set status = 'COMPLETED', capture_id = $2
          where id = $1 and status = 'APPROVED' returning capture_id`,
        [orderId, paypalStyleId()],
      );
      if (rows[0]) return { status: 'COMPLETED', captureId: rows[0].capture_id };
      const order = await findSandboxCheckoutOrder(database, orderId);
      if (order?.status === 'COMPLETED') return { status: 'COMPLETED', captureId: order.capture_id };
      return { status: 'NOT_APPROVED', captureId: null };
    },

    async getOrder(orderId) {
      const row = await findSandboxCheckoutOrder(database, orderId);
      if (!row) return null;
      return {
        orderId: row.id,
        status: row.status,
        amountCents: toSafeInteger(row.amount_cents, 'amount_cents'),
        currency: row.currency,
        captureId: row.capture_id,
      };
    },

    async verifyWebhook(headers, rawBody) {
      const transmissionId = headerValue(headers, 'paypal-transmission-id');
      const transmissionTime = headerValue(headers, 'paypal-transmission-time');
      const signature = headerValue(headers, 'paypal-transmission-sig');
      const expected = sandboxCheckoutSignature(webhookSecret, transmissionId, transmissionTime, rawBody);
      if (
        transmissionId === '' ||
        !/^[0-9a-f]{64}$/.test(signature) ||
        !timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature, 'hex'))
      ) {
        throw new WebhookVerificationError('sandbox checkout signature does not match');
      }
      return parsePayPalEvent(rawBody);
    },
  };
}

function sandboxCheckoutSignature(
  secret: string,
  transmissionId: string,
  transmissionTime: string,
  rawBody: string,
): string {
  return createHmac('sha256', secret)
    .update(`${transmissionId}|${transmissionTime}|${rawBody}`)
    .digest('hex');
}

/** The headers the sandbox "PayPal" sends with a webhook, signed with the data directory's secret. */
export function signSandboxCheckoutWebhook(
  secret: string,
  rawBody: string,
  transmissionId: string,
): Record<string, string> {
  const transmissionTime = new Date().toISOString();
  return {
    'content-type': 'application/json',
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': transmissionTime,
    'paypal-transmission-sig': sandboxCheckoutSignature(secret, transmissionId, transmissionTime, rawBody),
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-sandbox',
  };
}
