// Card payouts as a PayoutProvider: the hosted payments provider's card payout call
// (payments/hosted-provider.ts createCardPayout) and its signed payout.* events, which arrive at
// /api/payments/webhook/payouts with the hosted signature header (docs/decisions/0018).
import { stringAt } from '../payments/checkout-provider';
import type { HostedPaymentProvider } from '../payments/hosted-provider';
import type { PayoutEvent, PayoutLookup, PayoutProvider } from './payout-provider';

const eventOutcomes: Readonly<Record<string, 'completed' | 'failed'>> = {
  'payout.paid': 'completed',
  'payout.failed': 'failed',
  'payout.returned': 'failed',
  'payout.cancelled': 'failed',
};

export function createCardPayoutProvider(hosted: HostedPaymentProvider): PayoutProvider {
  return {
    method: 'card',
    mode: hosted.mode,

    async send(payout) {
      const result = await hosted.createCardPayout({
        amountMinor: payout.usdCents,
        currency: 'USD',
        cardToken: payout.receiver,
        reference: payout.withdrawalId,
        description: payout.note,
      });
      const outcome =
        result.status === 'paid' ? 'completed' : result.status === 'failed' ? 'failed' : 'processing';
      return {
        providerPayoutId: result.payoutId === '' ? null : result.payoutId,
        outcome,
        reason: outcome === 'failed' ? (result.failureReason ?? 'The card payout failed') : null,
      };
    },

    // Reconciliation (decision 0044) only where the provider can be asked: the sandbox can; the live
    // adapter's provider documents no payout read, so `lookup` is absent and the job says so in its log.
    ...(hosted.getCardPayout
      ? {
          async lookup({ withdrawalId }: { withdrawalId: string }): Promise<PayoutLookup | null> {
            const payout = await hosted.getCardPayout?.(withdrawalId);
            if (!payout) return null;
            const outcome =
              payout.status === 'paid' ? 'completed' : payout.status === 'failed' ? 'failed' : 'processing';
            return {
              outcome,
              status: payout.status,
              providerPayoutId: payout.payoutId === '' ? null : payout.payoutId,
              reason: outcome === 'failed' ? (payout.failureReason ?? 'The card payout failed') : null,
            };
          },
        }
      : {}),

    async verifyWebhook(headers, rawBody): Promise<PayoutEvent> {
      const event = hosted.verifyWebhook(headers, rawBody);
      const data = (event.payload as { data?: unknown }).data;
      const outcome = eventOutcomes[event.type] ?? null;
      return {
        id: event.id,
        type: event.type,
        outcome,
        withdrawalId: stringAt(data, 'reference'),
        reason: outcome === 'failed' ? (stringAt(data, 'failure_reason') ?? 'The card payout failed') : null,
        payload: event.payload,
      };
    },
  };
}
