// HOSTED_PAYMENTS_MODE=live: the card payout call of the generic hosted payments adapter
// (payments/live-hosted.ts spreads it in; docs/decisions/0018). Same conventions as its payment links:
//   POST {base}/payouts  Bearer API key, Idempotency-Key = our withdrawal id,
//        {amount (USD cents), currency_code, payment_method_token, reference, description}
//        → {id, status pending|paid|failed, failure_reason}
//   Outcome events, signed like the others (x-hosted-signature): payout.paid, payout.failed,
//   payout.returned with data{id, reference, status, failure_reason}.
// No payout read: these conventions define none (no GET of a payout), so `getCardPayout` is absent and
// reconciliation cannot ask about a live card payout whose event never came. It logs each one and the
// console lists it for an operator (docs/decisions/0044).
import { PaymentProviderError, readProviderJson, stringAt, type Fetch } from '../payments/checkout-provider';
import { createHostedApi } from '../payments/hosted-api';
import type { HostedCardPayout, HostedPaymentProvider } from '../payments/hosted-provider';
import type { HostedPaymentsConfig } from '../payments/payments-config';

export function liveCardPayouts(
  config: HostedPaymentsConfig,
  fetchImpl: Fetch,
): Pick<HostedPaymentProvider, 'createCardPayout'> {
  const call = createHostedApi(config, fetchImpl);
  return {
    async createCardPayout({ amountMinor, currency, cardToken, reference, description }) {
      const response = await call('/payouts', {
        method: 'POST',
        idempotencyKey: reference,
        body: {
          amount: amountMinor,
          currency_code: currency,
          payment_method_token: cardToken,
          reference,
          description,
        },
      });
      // A refusal of the payout itself (a card that cannot receive it) is an outcome, not an outage.
      if (response.status === 402 || response.status === 422) {
        const body: unknown = await response.json().catch(() => null);
        return {
          payoutId: stringAt(body, 'id') ?? '',
          status: 'failed',
          failureReason:
            stringAt(body, 'failure_reason') ?? stringAt(body, 'message') ?? 'The card payout was refused',
        } satisfies HostedCardPayout;
      }
      const body = await readProviderJson(response, 'payment provider create payout');
      const payoutId = stringAt(body, 'id');
      if (!payoutId) throw new PaymentProviderError('card payout without id');
      return {
        payoutId,
        status: cardPayoutStatus(stringAt(body, 'status')),
        failureReason: stringAt(body, 'failure_reason'),
      };
    },
  };
}

export function cardPayoutStatus(status: string | null): HostedCardPayout['status'] {
  switch (status) {
    case 'paid':
    case 'succeeded':
    case 'completed':
      return 'paid';
    case 'failed':
    case 'returned':
    case 'cancelled':
    case 'canceled':
    case 'declined':
      return 'failed';
    default:
      return 'pending';
  }
}
