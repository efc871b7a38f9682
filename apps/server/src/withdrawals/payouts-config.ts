// The payouts part of the configuration (docs/decisions/0018-withdrawals-and-payouts.md): PayPal
// Payouts keys for PAYOUTS_MODE=live and the automatic approval threshold. config.ts reads the
// variables; this turns them into PayoutsConfig and throws an Error naming the variable when the live
// mode lacks a key. Card payouts go through the hosted payments provider and its own keys.

export interface PayPalPayoutsConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  /** The PayPal webhook (pointed at /api/payments/webhook/payouts) whose events are verified. */
  webhookId: string;
}

export interface PayoutsConfig {
  /** Present when PAYOUTS_MODE=live. */
  paypal: PayPalPayoutsConfig | undefined;
  /**
   * PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS: withdrawals of fewer crystals are sent without an
   * operator's approval. 0 (the default) turns automatic approval off.
   */
  autoApproveBelowCrystals: number;
  /**
   * PAYOUTS_SECOND_APPROVAL_CRYSTALS (issue 29, four eyes): a payout of this many crystals or more
   * needs the approval of two different operators, and is never approved automatically. Default 5,000.
   */
  secondApprovalFromCrystals: number;
}

export interface PayoutsEnv {
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_CLIENT_SECRET?: string | undefined;
  PAYPAL_API_BASE: string;
  PAYPAL_PAYOUTS_WEBHOOK_ID?: string | undefined;
  PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS?: string | undefined;
  PAYOUTS_SECOND_APPROVAL_CRYSTALS?: string | undefined;
}

export function payoutsConfigFromEnv(env: PayoutsEnv, mode: 'sandbox' | 'live'): PayoutsConfig {
  const need = (name: keyof PayoutsEnv): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required when PAYOUTS_MODE is live`);
    return value;
  };
  const paypal =
    mode === 'live'
      ? {
          clientId: need('PAYPAL_CLIENT_ID'),
          clientSecret: need('PAYPAL_CLIENT_SECRET'),
          webhookId: need('PAYPAL_PAYOUTS_WEBHOOK_ID'),
          apiBase: env.PAYPAL_API_BASE.replace(/\/+$/, ''),
        }
      : undefined;
  const threshold = env.PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS ?? '0';
  if (!/^\d{1,9}$/.test(threshold)) {
    throw new Error('PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS must be a whole number of crystals (0 = off)');
  }
  const second = env.PAYOUTS_SECOND_APPROVAL_CRYSTALS ?? '5000';
  if (!/^\d{1,9}$/.test(second) || Number(second) < 1) {
    throw new Error('PAYOUTS_SECOND_APPROVAL_CRYSTALS must be a whole number of crystals, at least 1');
  }
  return { paypal, autoApproveBelowCrystals: Number(threshold), secondApprovalFromCrystals: Number(second) };
}
