// The generic hosted payments provider's HTTP call (docs/decisions/0010), shared by its payment
// links (live-hosted.ts), card tokenization (cards/live-cards.ts) and card payouts
// (withdrawals/live-card-payouts.ts): Bearer API key, JSON, Idempotency-Key, and an unreachable
// provider as PaymentProviderError.
import { PaymentProviderError, type Fetch } from './checkout-provider';
import type { HostedPaymentsConfig } from './payments-config';

export interface HostedApiRequest {
  method: string;
  /** Sent as JSON. */
  body?: unknown;
  idempotencyKey?: string;
}

export type HostedApi = (path: string, request: HostedApiRequest) => Promise<Response>;

/** `who` names the provider in the unreachable error ("the card provider could not be reached: …"). */
export function createHostedApi(
  config: HostedPaymentsConfig,
  fetchImpl: Fetch,
  who = 'the payment provider',
): HostedApi {
  return async (path, request) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${config.apiKey}`,
      accept: 'application/json',
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    try {
      return await fetchImpl(`${config.apiBase}${path}`, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
    } catch (error) {
      throw new PaymentProviderError(`${who} could not be reached: ${(error as Error).message}`);
    }
  };
}
