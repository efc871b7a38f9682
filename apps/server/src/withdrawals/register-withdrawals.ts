// Everything issue 10's withdrawals add to the app (docs/decisions/0018-withdrawals-and-payouts.md):
// the payouts providers chosen by configuration (PayPal Payouts for payment emails: PAYOUTS_MODE;
// card payouts through the hosted payments provider: HOSTED_PAYMENTS_MODE), the player, operator and
// webhook routes, and the payouts sandbox page while either provider is in sandbox mode.
import type { FastifyInstance } from 'fastify';
import { readOrCreateSecret, type Config } from '../config';
import type { Database } from '../db/database';
import type { HostedPaymentProvider } from '../payments/hosted-provider';
import { createHostedPaymentProvider } from '../payments/register-payments';
import { registerSandboxPayoutsRoutes } from '../sandbox/sandbox-payouts-routes';
import { createCardPayoutProvider } from './card-payouts';
import type { PayoutProvider } from './payout-provider';
import { createPayPalPayoutsProvider } from './paypal-payouts';
import { registerPlayerWithdrawalRoutes } from './player-withdrawals';
import { createSandboxPayPalPayouts } from './sandbox-payouts';
import { registerWithdrawalRoutes } from './withdrawal-routes';
import type { WithdrawalDeps } from './withdrawal-service';

/** The sandbox PayPal Payouts' webhook secret, generated per data directory (never a constant). */
export const sandboxPayoutsSecretFile = 'sandbox-payouts-webhook-secret';

export function sandboxPayoutsSecret(config: Config): string {
  return readOrCreateSecret(config.dataDir, sandboxPayoutsSecretFile);
}

export function createPayPalPayouts(config: Config, database: Database): PayoutProvider {
  const { paypal } = config.payouts;
  if (config.providers.payouts === 'live' && paypal) return createPayPalPayoutsProvider(paypal);
  return createSandboxPayPalPayouts(database, sandboxPayoutsSecret(config));
}

export function registerWithdrawals(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    /** Tests only: providers over recorded responses instead of those the config selects. */
    paypalPayouts?: PayoutProvider;
    hostedProvider?: HostedPaymentProvider;
  },
): void {
  const { config, database } = options;
  const hosted = options.hostedProvider ?? createHostedPaymentProvider(config, database);
  const deps: WithdrawalDeps = {
    database,
    providers: {
      paypal: options.paypalPayouts ?? createPayPalPayouts(config, database),
      card: createCardPayoutProvider(hosted),
    },
    autoApproveBelowCrystals: config.payouts.autoApproveBelowCrystals,
    secondApprovalFromCrystals: config.payouts.secondApprovalFromCrystals,
    log: app.log,
  };
  registerWithdrawalRoutes(app, deps);
  registerPlayerWithdrawalRoutes(app, database);
  const paypalSandbox = deps.providers.paypal.mode === 'sandbox';
  const cardSandbox = deps.providers.card.mode === 'sandbox';
  if (paypalSandbox || cardSandbox) {
    registerSandboxPayoutsRoutes(
      app,
      database,
      {
        paypal: paypalSandbox ? sandboxPayoutsSecret(config) : undefined,
        card: cardSandbox ? config.sandboxSecrets.hostedWebhook : undefined,
      },
      { database, jwtSecret: config.jwtSecret, sandboxKey: () => config.sandboxSecrets.mailOutboxKey },
    );
  }
}
