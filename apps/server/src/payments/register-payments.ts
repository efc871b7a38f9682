// Everything the payments part of the Wallet issue adds to the app (docs/decisions/0010): the
// providers chosen by configuration, the payment routes and webhooks, and the sandbox pages of the
// providers that run in sandbox mode.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { registerSandboxCheckoutRoutes } from '../sandbox/sandbox-checkout-routes';
import { registerSandboxPayRoutes } from '../sandbox/sandbox-pay-routes';
import type { CheckoutProvider } from './checkout-provider';
import type { HostedPaymentProvider } from './hosted-provider';
import { createLiveHostedProvider } from './live-hosted';
import { registerPaymentRoutes } from './payment-routes';
import { createPayPalCheckoutProvider } from './paypal-checkout';
import { createSandboxCheckoutProvider } from './sandbox-checkout';
import { createSandboxHostedProvider } from './sandbox-hosted';

export function createCheckoutProvider(config: Config, database: Database): CheckoutProvider {
  const { paypal } = config.payments;
  if (config.providers.checkout === 'live' && paypal) return createPayPalCheckoutProvider(paypal);
  return createSandboxCheckoutProvider(
    database,
    config.publicUrl,
    sandboxSecret(config.sandboxSecrets.checkoutWebhook, 'CHECKOUT_MODE'),
  );
}

export function createHostedPaymentProvider(config: Config, database: Database): HostedPaymentProvider {
  const { hosted, hostedWebhookSecret } = config.payments;
  // Live secrets come only from configuration (required there); the sandbox's from the data directory.
  if (config.providers.hostedPayments === 'live' && hosted && hostedWebhookSecret) {
    return createLiveHostedProvider(hosted, hostedWebhookSecret);
  }
  return createSandboxHostedProvider(database, config.publicUrl, hostedSandboxSecret(config));
}

function hostedSandboxSecret(config: Config): string {
  return sandboxSecret(config.sandboxSecrets.hostedWebhook, 'HOSTED_PAYMENTS_MODE');
}

/** loadConfig generates a secret for every provider in sandbox mode; a missing one is a wiring bug. */
function sandboxSecret(secret: string | undefined, modeVariable: string): string {
  if (!secret) throw new Error(`no generated sandbox webhook secret although ${modeVariable} is sandbox`);
  return secret;
}

export function registerPayments(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    /** Tests only: providers over recorded responses instead of those the config selects. */
    checkoutProvider?: CheckoutProvider;
    hostedProvider?: HostedPaymentProvider;
  },
): void {
  const { config, database } = options;
  const checkout = {
    database,
    provider: options.checkoutProvider ?? createCheckoutProvider(config, database),
    publicUrl: config.publicUrl,
  };
  const hosted = {
    database,
    provider: options.hostedProvider ?? createHostedPaymentProvider(config, database),
    publicUrl: config.publicUrl,
    currencyRates: config.payments.currencyRates,
  };
  registerPaymentRoutes(app, checkout, hosted);
  if (checkout.provider.mode === 'sandbox') registerSandboxCheckoutRoutes(app, database);
  if (hosted.provider.mode === 'sandbox')
    registerSandboxPayRoutes(app, database, hostedSandboxSecret(config));
}
