// The payments part of the configuration (docs/decisions/0010-payments.md): PayPal keys for
// CHECKOUT_MODE=live, the hosted provider's keys for HOSTED_PAYMENTS_MODE=live, and the currency
// rates of the hosted route. config.ts reads the variables; this turns them into PaymentsConfig and
// throws an Error naming the variable when a live mode lacks a key.
import { parseCurrencyRates, type CurrencyRate } from './currency-rates';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string;
}

export interface HostedPaymentsConfig {
  apiKey: string;
  apiBase: string;
}

export interface PaymentsConfig {
  /** Present when CHECKOUT_MODE=live. */
  paypal: PayPalConfig | undefined;
  /** Present when HOSTED_PAYMENTS_MODE=live. */
  hosted: HostedPaymentsConfig | undefined;
  /**
   * Signs hosted-payment webhooks (HMAC-SHA256); required when HOSTED_PAYMENTS_MODE=live. The sandbox
   * never uses it: its secret is generated per data directory (Config.sandboxSecrets).
   */
  hostedWebhookSecret: string | undefined;
  /** USD first (rate 1), then the configured or default currencies. */
  currencyRates: CurrencyRate[];
}

export interface PaymentsEnv {
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_CLIENT_SECRET?: string | undefined;
  PAYPAL_API_BASE: string;
  PAYPAL_WEBHOOK_ID?: string | undefined;
  HOSTED_PAYMENTS_API_KEY?: string | undefined;
  HOSTED_PAYMENTS_API_BASE?: string | undefined;
  HOSTED_PAYMENTS_WEBHOOK_SECRET?: string | undefined;
  CURRENCY_RATES?: string | undefined;
}

export function paymentsConfigFromEnv(
  env: PaymentsEnv,
  modes: { checkout: 'sandbox' | 'live'; hostedPayments: 'sandbox' | 'live' },
): PaymentsConfig {
  const need = (name: keyof PaymentsEnv, mode: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required when ${mode} is live`);
    return value;
  };
  const paypal =
    modes.checkout === 'live'
      ? {
          clientId: need('PAYPAL_CLIENT_ID', 'CHECKOUT_MODE'),
          clientSecret: need('PAYPAL_CLIENT_SECRET', 'CHECKOUT_MODE'),
          webhookId: need('PAYPAL_WEBHOOK_ID', 'CHECKOUT_MODE'),
          apiBase: env.PAYPAL_API_BASE.replace(/\/+$/, ''),
        }
      : undefined;
  const hosted =
    modes.hostedPayments === 'live'
      ? {
          apiKey: need('HOSTED_PAYMENTS_API_KEY', 'HOSTED_PAYMENTS_MODE'),
          apiBase: need('HOSTED_PAYMENTS_API_BASE', 'HOSTED_PAYMENTS_MODE').replace(/\/+$/, ''),
        }
      : undefined;
  const hostedWebhookSecret =
    modes.hostedPayments === 'live'
      ? need('HOSTED_PAYMENTS_WEBHOOK_SECRET', 'HOSTED_PAYMENTS_MODE')
      : undefined;
  let currencyRates: CurrencyRate[];
  try {
    currencyRates = parseCurrencyRates(env.CURRENCY_RATES);
  } catch (error) {
    throw new Error(`CURRENCY_RATES ${(error as Error).message}`, { cause: error });
  }
  return { paypal, hosted, hostedWebhookSecret, currencyRates };
}
