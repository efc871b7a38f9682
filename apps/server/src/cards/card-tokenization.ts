// The card provider's tokenization page (issue 10, spec §3 Saved payment method): the player types the
// card on the provider's page, the provider keeps the number and gives Arena a token, the brand, the
// masked number and the expiry. These are the shapes the hosted payments provider
// (payments/hosted-provider.ts) speaks for it; nothing here ever holds a full card number.

export type CardTokenizationStatus = 'pending' | 'tokenized' | 'declined' | 'cancelled';

export interface TokenizedCard {
  /** The provider's token: what a card payout is sent to. */
  token: string;
  brand: string;
  /** e.g. "411111******1111"; never the full number. */
  panMasked: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** The provider's fingerprint of the number (the same card, the same value), when it sends one. */
  fingerprint?: string | null;
}

export interface CardTokenizationSession {
  sessionId: string;
  /** Ours: the card_tokenization_sessions row id. */
  reference: string;
  status: CardTokenizationStatus;
  /** Present when tokenized. */
  card: TokenizedCard | null;
}

export interface CardTokenizationRequest {
  /** Ours (sent as the idempotency key). */
  reference: string;
  /** Where the provider sends the browser after a saved card, and after Cancel. */
  returnUrl: string;
  cancelUrl: string;
}

/** The event a provider signs when a session ends (the hosted webhook format, data.id = session id). */
export const cardTokenizedEventType = 'card.tokenized';

/**
 * Keeps the first six and last four digits of a number and masks the rest. A value that already
 * has a mask comes back unchanged; anything else with fewer than 12 digits is masked whole but four.
 */
export function maskPan(value: string): string {
  if (value.includes('*')) return value;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 12) return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** True when the text carries a run of 12 or more digits (a card number, spaced or not). */
export function containsCardNumber(text: string): boolean {
  return /\d{12,}/.test(text.replace(/[\s-]/g, ''));
}
