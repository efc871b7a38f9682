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
  return config.providers.checkout === 'live' && paypal
    ? createPayPalCheckoutProvider(paypal)
    : createSandboxCheckoutProvider(database, config.publicUrl);
}

export function createHostedPaymentProvider(config: Config, database: Database): HostedPaymentProvider {
  const { hosted, hostedWebhookSecret } = config.payments;
  return config.providers.hostedPayments === 'live' && hosted
    ? createLiveHostedProvider(hosted, hostedWebhookSecret)
    : createSandboxHostedProvider(database, config.publicUrl, hostedWebhookSecret);
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
    registerSandboxPayRoutes(app, database, config.payments.hostedWebhookSecret);
}
