import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSubmitting } from '../messages/user-message';
import { needsPassport, never, settle, start } from './withdrawal.test-support';

// Issue 34 row 12: a withdrawal no longer leaves at once. A valid submit opens the review (the amount,
// the destination), Back returns to the form with every value kept, and only Confirm sends the
// request, exactly once, exactly as reviewed.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const submits = (calls: string[]) => calls.filter((call) => call.startsWith('submit'));

describe('withdrawal: the review before anything is sent', () => {
  it('a valid submit goes to reviewing with the request to send, and sends nothing', async () => {
    const { actor, calls } = start({ crystals: 6_000 });
    await settle();
    actor.send({ type: 'amount.change', amount: 5_000 });
    actor.send({ type: 'email.change', value: ' name@paypal.com ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'reviewing' });
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.review).toEqual({
      request: { method: 'paypal', amount: 5_000, email: 'name@paypal.com' },
      method: 'paypal',
      crystals: 5_000,
      email: 'name@paypal.com',
      card: null,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'reviewing' });
    expect(calls).toEqual(['checkEligibility']);
  });

  it('a card payout is reviewed with the card’s brand and last four digits', async () => {
    const { actor, calls } = start({ crystals: 3_250, method: 'card' });
    await settle();
    actor.send({ type: 'card.select', cardId: 'card-1' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.review).toEqual({
      request: { method: 'card', amount: 1_500, cardId: 'card-1' },
      method: 'card',
      crystals: 1_500,
      email: null,
      card: { brand: 'Visa', last4: '1111' },
    });
    expect(submits(calls)).toEqual([]);
  });

  it('review.back → editing with the amount, method, email and error-free form kept; nothing sent', async () => {
    const { actor, calls } = start({ crystals: 6_000 });
    await settle();
    actor.send({ type: 'amount.change', amount: 2_700 });
    actor.send({ type: 'email.change', value: 'me@example.com' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'review.back' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      method: 'paypal',
      amount: 2_700,
      email: 'me@example.com',
      fieldErrors: {},
      error: null,
      review: null,
      confirmation: null,
    });
    expect(submits(calls)).toEqual([]);

    // The form is editable again and a second review shows the new values.
    actor.send({ type: 'amount.change', amount: 3_100 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.review?.crystals).toBe(3_100);
    expect(submits(calls)).toEqual([]);
  });

  it('review.confirm sends exactly one request, the reviewed one', async () => {
    const { actor, calls } = start({ crystals: 6_000, email: 'me@example.com' }, { submit: never });
    await settle();
    actor.send({ type: 'amount.change', amount: 4_000 });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'review.confirm' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'submitting' });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    // A second press, a Back and a new submit while it is on its way change nothing.
    actor.send({ type: 'review.confirm' });
    actor.send({ type: 'review.back' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'submitting' });
    expect(submits(calls)).toEqual(['submit {"method":"paypal","amount":4000,"email":"me@example.com"}']);
  });

  it('edits during the review are ignored; Confirm sends what was reviewed even if the balance moved', async () => {
    const { actor, calls } = start({ crystals: 6_000, email: 'me@example.com' });
    await settle();
    actor.send({ type: 'amount.change', amount: 5_000 });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'amount.change', amount: 1_000 });
    actor.send({ type: 'email.change', value: 'other@example.com' });
    actor.send({ type: 'method.select', method: 'card' });
    actor.send({ type: 'wallet.sync', crystals: 4_400 });
    expect(actor.getSnapshot().context).toMatchObject({ method: 'paypal', email: 'me@example.com' });
    actor.send({ type: 'review.confirm' });
    await settle();
    expect(submits(calls)).toEqual(['submit {"method":"paypal","amount":5000,"email":"me@example.com"}']);
    expect(actor.getSnapshot().context.confirmation).toEqual({
      transactionId: 'tx-42',
      method: 'paypal',
      crystals: 5_000,
      email: 'me@example.com',
      card: null,
    });
  });

  it('an invalid form never reaches the review', async () => {
    const { actor } = start({ crystals: 3_250 });
    await settle();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context.review).toBeNull();
    actor.send({ type: 'review.confirm' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
  });

  it('the passport gate comes before the review', async () => {
    const { actor, calls } = start(
      { crystals: 3_250, email: 'me@example.com' },
      { eligibility: async () => needsPassport },
    );
    await settle();
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context.review).toBeNull();
    expect(calls).toEqual(['checkEligibility', 'checkEligibility', 'openVerification']);
  });

  it('a refused request closes the review: back to the form with the message, ready to try again', async () => {
    const { actor, calls } = start(
      { crystals: 3_250, email: 'me@example.com' },
      { submit: () => Promise.reject({ serverMessage: 'Payouts are paused.' }) },
    );
    await settle();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'review.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: { serverMessage: 'Payouts are paused.' },
      review: null,
      amount: 1_000,
      email: 'me@example.com',
    });
    expect(submits(calls)).toHaveLength(1);
  });
});
