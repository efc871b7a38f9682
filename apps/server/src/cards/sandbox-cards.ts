// HOSTED_PAYMENTS_MODE=sandbox: the imitation card provider's tokenization page (/sandbox/cards/:id,
// sandbox/sandbox-cards-routes.ts). It stands for an outside company but even so keeps no full
// number: the number is checked and masked at once; the row holds only the mask, brand, expiry and
// the token it issued (migration 0017, sandbox_card_sessions).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { CardTokenizationRequest, CardTokenizationSession, TokenizedCard } from './card-tokenization';

export function sandboxCardsPath(sessionId: string): string {
  return `/sandbox/cards/${encodeURIComponent(sessionId)}`;
}

/** The test numbers the sandbox accepts (as the card schemes publish them), by brand. */
export const sandboxTestCards: Readonly<Record<string, string>> = {
  '4111111111111111': 'Visa',
  '5555555555554444': 'Mastercard',
  '378282246310005': 'American Express',
  '6011111111111117': 'Discover',
  '3530111333300000': 'JCB',
  '30569309025904': 'Diners Club',
};

export interface SandboxCardSessionRow {
  id: string;
  reference: string;
  return_url: string;
  cancel_url: string;
  status: 'pending' | 'tokenized' | 'declined' | 'cancelled';
  token: string | null;
  brand: string | null;
  pan_masked: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
}

export async function findSandboxCardSession(
  database: Queryable,
  sessionId: string,
): Promise<SandboxCardSessionRow | null> {
  const { rows } = await database.query<SandboxCardSessionRow>(
    `select id, reference, return_url, cancel_url, status, token, brand, pan_masked, expiry_month, expiry_year
       from sandbox_card_sessions where id = $1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardForm {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  name: string;
}

export type CardFormOutcome =
  | { result: 'tokenized'; session: SandboxCardSessionRow }
  | { result: 'declined' | 'invalid'; message: string };

/**
 * Checks the form the way a card provider does and, for an accepted test card, stores the token with
 * the mask, brand and expiry. The number is never written anywhere: only its mask leaves this function.
 */
export async function tokenizeSandboxCard(
  database: Queryable,
  sessionId: string,
  form: CardForm,
  now: Date = new Date(),
): Promise<CardFormOutcome> {
  const digits = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { result: 'invalid', message: 'The card number is not valid.' };
  }
  const month = /^\d{1,2}$/.test(form.expiryMonth.trim()) ? Number(form.expiryMonth) : NaN;
  const yearText = form.expiryYear.trim();
  const year = /^\d{2}$/.test(yearText)
    ? 2000 + Number(yearText)
    : /^\d{4}$/.test(yearText)
      ? Number(yearText)
      : NaN;
  if (!(month >= 1 && month <= 12) || !(year >= 2000 && year <= 2100)) {
    return { result: 'invalid', message: 'The expiry date is not valid.' };
  }
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { result: 'invalid', message: 'The card has expired.' };
  }
  const brand = sandboxTestCards[digits];
  const cvcLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim())) {
    return { result: 'invalid', message: `The security code must be ${cvcLength} digits.` };
  }
  if (form.name.trim() === '') return { result: 'invalid', message: 'Please enter the name on the card.' };
  if (!brand) {
    return {
      result: 'declined',
      message: 'The card was declined. Please check the number or use another card.',
    };
  }
  const panMasked = `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
  const token = `tok_${randomBytes(16).toString('hex')}`;
  await database.query(
    `update sandbox_card_sessions
        set status = 'tokenized', token = $2, brand = $3, pan_masked = $4, expiry_month = $5,
            expiry_year = $6, completed_at = now()
      where id = $1 and status = 'pending'`,
    [sessionId, token, brand, panMasked, month, year],
  );
  const session = await findSandboxCardSession(database, sessionId);
  if (!session || session.status !== 'tokenized') {
    return { result: 'invalid', message: 'This session has already ended.' };
  }
  return { result: 'tokenized', session };
}

export async function cancelSandboxCardSession(
  database: Queryable,
  sessionId: string,
): Promise<SandboxCardSessionRow | null> {
  await database.query(
    `update sandbox_card_sessions set status = 'cancelled', completed_at = now()
      where id = $1 and status = 'pending'`,
    [sessionId],
  );
  return findSandboxCardSession(database, sessionId);
}

/** The event body the sandbox provider signs when a card is tokenized. */
export function sandboxCardEvent(row: SandboxCardSessionRow): string {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: 'card.tokenized',
    created_at: new Date().toISOString(),
    data: { id: row.id, status: row.status, reference: row.reference },
  });
}

/** The two tokenization methods of the sandbox hosted payments provider. */
export function sandboxCardTokenization(database: Queryable, publicUrl: string) {
  return {
    async createTokenizationSession({ reference, returnUrl, cancelUrl }: CardTokenizationRequest) {
      const id = `cts_${randomBytes(12).toString('hex')}`;
      const { rows } = await database.query<{ id: string }>(
        `insert into sandbox_card_sessions (id, reference, return_url, cancel_url) values ($1, $2, $3, $4)
         on conflict (reference) do update set reference = excluded.reference
         returning id`,
        [id, reference, returnUrl, cancelUrl],
      );
      const sessionId = rows[0]?.id ?? id;
      return { sessionId, url: `${publicUrl}${sandboxCardsPath(sessionId)}` };
    },

    async getTokenizationSession(sessionId: string): Promise<CardTokenizationSession | null> {
      const row = await findSandboxCardSession(database, sessionId);
      if (!row) return null;
      return { sessionId: row.id, reference: row.reference, status: row.status, card: sandboxCard(row) };
    },
  };
}

function sandboxCard(row: SandboxCardSessionRow): TokenizedCard | null {
  if (row.status !== 'tokenized' || !row.token || !row.brand || !row.pan_masked) return null;
  if (row.expiry_month === null || row.expiry_year === null) return null;
  return {
    token: row.token,
    brand: row.brand,
    panMasked: row.pan_masked,
    last4: row.pan_masked.slice(-4),
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
  };
}
