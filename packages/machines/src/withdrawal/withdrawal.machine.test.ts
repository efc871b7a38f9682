import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { clampWithdrawalAmount, withdrawalMachine } from './withdrawal.machine';
import type { WithdrawalCard } from './withdrawal.machine';
import {
  eligible,
  master,
  needsPassport,
  never,
  settle,
  start,
  submitAndConfirm,
  visa,
  type Fakes,
} from './withdrawal.test-support';

// The form, the saved cards, the verification gate and the receipt. The review step between submit and
// send (issue 34 row 12) has its own file, withdrawal-review.machine.test.ts.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('clampWithdrawalAmount (spec §5: steps of 100 up to the crystals owned rounded down)', () => {
  it('rounds to the step and holds the method’s bounds', () => {
    expect(clampWithdrawalAmount('paypal', 2_499, 1_749)).toBe(1_700);
    expect(clampWithdrawalAmount('paypal', 2_499, 1_750)).toBe(1_800);
    expect(clampWithdrawalAmount('paypal', 2_499, 9_000)).toBe(2_400);
    expect(clampWithdrawalAmount('paypal', 2_499, 100)).toBe(1_000);
    expect(clampWithdrawalAmount('card', 2_499, 1_000)).toBe(1_500);
    expect(clampWithdrawalAmount('card', 900, 5_000)).toBe(1_500);
    expect(clampWithdrawalAmount('paypal', 2_499, Number.NaN)).toBe(1_000);
  });
});

describe('withdrawal: start', () => {
  it('checks eligibility at once, with the amount at the payment email minimum', async () => {
    const { actor, calls } = start({ crystals: 3_250 });
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'checking' });
    expect(actor.getSnapshot().context).toMatchObject({
      method: 'paypal',
      crystals: 3_250,
      amount: 1_000,
      email: '',
      eligibility: null,
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context.eligibility).toEqual(eligible);
    expect(calls).toEqual(['checkEligibility']);
  });

  it('checking → editing with no eligibility and no message when the check fails', async () => {
    const { actor } = start({ crystals: 3_250 }, { eligibility: () => Promise.reject(new Error('down')) });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ eligibility: null, error: null });
  });

  it('takes the payment email given (the account’s) and a card method with its minimum', async () => {
    const { actor, calls } = start({ crystals: 3_250, method: 'card', email: 'a@b.co' });
    expect(actor.getSnapshot().context).toMatchObject({ method: 'card', amount: 1_500, email: 'a@b.co' });
    await settle();
    expect(calls).toEqual(['checkEligibility', 'loadCards']);
  });

  it('the form can be filled in while eligibility is read', () => {
    const { actor } = start({ crystals: 3_250 }, { eligibility: never });
    actor.send({ type: 'amount.change', amount: 2_000 });
    actor.send({ type: 'email.change', value: 'me@x.io' });
    expect(actor.getSnapshot().value).toMatchObject({ form: 'checking' });
    expect(actor.getSnapshot().context).toMatchObject({ amount: 2_000, email: 'me@x.io' });
  });
});

describe('withdrawal: method toggle (spec §4) and saved cards', () => {
  it('method.select card → loads the cards and picks the preferred one; the amount rises to 1500', async () => {
    const { actor, calls } = start({ crystals: 3_250 });
    await settle();
    actor.send({ type: 'method.select', method: 'card' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'loading', form: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ method: 'card', amount: 1_500 });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ cards: 'loaded', form: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ cards: [visa, master], cardId: 'card-2' });
    expect(calls).toEqual(['checkEligibility', 'loadCards']);
  });

  it('picks the first card when none is preferred, none when there are none', async () => {
    const first = start({ crystals: 3_250, method: 'card' }, { cards: async () => [visa] });
    await settle();
    expect(first.actor.getSnapshot().context.cardId).toBe('card-1');
    const none = start({ crystals: 3_250, method: 'card' }, { cards: async () => [] });
    await settle();
    expect(none.actor.getSnapshot().context).toMatchObject({ cards: [], cardId: null });
  });

  it('back to paypal keeps the cards and the amount above the payment email minimum', async () => {
    const { actor, calls } = start({ crystals: 3_250, method: 'card' });
    await settle();
    actor.send({ type: 'amount.change', amount: 2_500 });
    actor.send({ type: 'method.select', method: 'paypal' });
    actor.send({ type: 'method.select', method: 'card' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'loaded', form: 'editing' });
    expect(actor.getSnapshot().context.amount).toBe(2_500);
    expect(calls.filter((call) => call === 'loadCards')).toHaveLength(1);
  });

  it('card.select chooses another card', async () => {
    const { actor } = start({ crystals: 3_250, method: 'card' });
    await settle();
    actor.send({ type: 'card.select', cardId: 'card-1' });
    expect(actor.getSnapshot().context.cardId).toBe('card-1');
  });

  it('loading → failed with the server message or "Failed to load payment methods"; reload retries', async () => {
    let answer: () => Promise<WithdrawalCard[]> = () => Promise.reject(new Error('x'));
    const { actor, calls } = start({ crystals: 3_250, method: 'card' }, { cards: () => answer() });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ cards: 'failed' });
    expect(actor.getSnapshot().context.cardsError).toEqual({
      messageKey: 'errors.fallback.loadPaymentMethods',
    });
    answer = async () => [visa];
    actor.send({ type: 'cards.reload' });
    expect(actor.getSnapshot().value).toMatchObject({ cards: 'loading' });
    expect(actor.getSnapshot().context.cardsError).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ cards: 'loaded' });
    expect(actor.getSnapshot().context.cardId).toBe('card-1');
    expect(calls.filter((call) => call === 'loadCards')).toHaveLength(2);
  });

  it('failed: choosing card again retries; a server message is kept as said', async () => {
    const { actor } = start(
      { crystals: 3_250, method: 'card' },
      { cards: () => Promise.reject({ serverMessage: 'Card service unavailable' }) },
    );
    await settle();
    expect(actor.getSnapshot().context.cardsError).toEqual({ serverMessage: 'Card service unavailable' });
    actor.send({ type: 'method.select', method: 'paypal' });
    actor.send({ type: 'method.select', method: 'card' });
    expect(actor.getSnapshot().value).toMatchObject({ cards: 'loading' });
  });

  it('loaded: cards.reload keeps the chosen card when it is still there', async () => {
    const { actor } = start({ crystals: 3_250, method: 'card' });
    await settle();
    actor.send({ type: 'card.select', cardId: 'card-1' });
    actor.send({ type: 'cards.reload' });
    await settle();
    expect(actor.getSnapshot().context.cardId).toBe('card-1');
  });
});

describe('withdrawal: the amount slider (spec §5)', () => {
  it('amount.change rounds to steps of 100 within min and the crystals owned rounded down', async () => {
    const { actor } = start({ crystals: 3_250 });
    await settle();
    actor.send({ type: 'amount.change', amount: 2_340 });
    expect(actor.getSnapshot().context.amount).toBe(2_300);
    actor.send({ type: 'amount.change', amount: 99_999 });
    expect(actor.getSnapshot().context.amount).toBe(3_200);
    actor.send({ type: 'amount.change', amount: 0 });
    expect(actor.getSnapshot().context.amount).toBe(1_000);
  });

  it('wallet.sync lowers an amount above the new balance', async () => {
    const { actor } = start({ crystals: 3_250 });
    await settle();
    actor.send({ type: 'amount.change', amount: 3_200 });
    actor.send({ type: 'wallet.sync', crystals: 1_999 });
    expect(actor.getSnapshot().context).toMatchObject({ crystals: 1_999, amount: 1_900 });
  });
});

describe('withdrawal: submit and validation (spec §5, §8)', () => {
  it('editing → review → submitting → confirmation to a payment email, then the wallet is refreshed', async () => {
    let finish: (value: { transactionId: string }) => void = () => {};
    const { actor, calls } = start(
      { crystals: 3_250 },
      { submit: () => new Promise((resolve) => (finish = resolve)) },
    );
    await settle();
    actor.send({ type: 'amount.change', amount: 1_500 });
    actor.send({ type: 'email.change', value: ' me@example.com ' });
    submitAndConfirm(actor);
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'submitting' });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([
      'checkEligibility',
      'submit {"method":"paypal","amount":1500,"email":"me@example.com"}',
    ]);
    finish({ transactionId: 'tx-42' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: { confirmation: 'idle' } });
    expect(actor.getSnapshot().context.confirmation).toEqual({
      transactionId: 'tx-42',
      method: 'paypal',
      crystals: 1_500,
      email: 'me@example.com',
      card: null,
    });
    expect(calls.at(-1)).toBe('refreshWallet');
  });

  it('a card payout sends the chosen card and confirms with its brand and last four digits, no email', async () => {
    const { actor, calls } = start({ crystals: 3_250, method: 'card' });
    await settle();
    submitAndConfirm(actor);
    await settle();
    expect(calls).toContain('submit {"method":"card","amount":1500,"cardId":"card-2"}');
    expect(actor.getSnapshot().context.confirmation).toEqual({
      transactionId: 'tx-42',
      method: 'card',
      crystals: 1_500,
      email: null,
      card: { brand: 'Mastercard', last4: '4444' },
    });
  });

  it('an empty email → "Email address is required for withdrawal", nothing sent', async () => {
    const { actor, calls } = start({ crystals: 3_250 });
    await settle();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: { messageKey: 'validation.withdrawal.emailRequired' },
    });
    expect(calls).toEqual(['checkEligibility']);
  });

  it('a malformed email → emailInvalid; typing clears the field’s error', async () => {
    const { actor } = start({ crystals: 3_250 });
    await settle();
    actor.send({ type: 'email.change', value: 'not-an-email' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: { messageKey: 'validation.withdrawal.emailInvalid' },
    });
    actor.send({ type: 'email.change', value: 'not-an-email@' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('a card payout with no card → cardRequired', async () => {
    const { actor, calls } = start({ crystals: 3_250, method: 'card' }, { cards: async () => [] });
    await settle();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      cardId: { messageKey: 'validation.withdrawal.cardRequired' },
    });
    expect(calls).toEqual(['checkEligibility', 'loadCards']);
  });

  it('too few crystals for the minimum → aboveAvailable with the most that can go', async () => {
    const { actor } = start({ crystals: 950, email: 'me@example.com' });
    await settle();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      amount: { messageKey: 'validation.withdrawal.aboveAvailable', params: { count: 900 } },
    });
  });

  it('submitting → editing with the server message', async () => {
    const { actor, calls } = start(
      { crystals: 3_250, email: 'me@example.com' },
      {
        submit: () =>
          Promise.reject({ serverMessage: 'You do not have enough crystals for this withdrawal.' }),
      },
    );
    await settle();
    submitAndConfirm(actor);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context.error).toEqual({
      serverMessage: 'You do not have enough crystals for this withdrawal.',
    });
    expect(calls).not.toContain('refreshWallet');
  });

  it('submitting → editing with "Withdrawal failed" when the failure says nothing', async () => {
    const { actor } = start(
      { crystals: 3_250, email: 'me@example.com' },
      { submit: () => Promise.reject(new Error('boom')) },
    );
    await settle();
    submitAndConfirm(actor);
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.wallet.withdrawalFailed' });
  });

  it('a new submit clears the last error', async () => {
    let fail = true;
    const { actor } = start(
      { crystals: 3_250, email: 'me@example.com' },
      {
        submit: () =>
          fail ? Promise.reject(new Error('boom')) : Promise.resolve({ transactionId: 'tx-43' }),
      },
    );
    await settle();
    submitAndConfirm(actor);
    await settle();
    fail = false;
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'review.confirm' });
    await settle();
    expect(actor.getSnapshot().context.confirmation?.transactionId).toBe('tx-43');
  });

  it('ignores edits and submits while submitting', async () => {
    const { actor, calls } = start({ crystals: 3_250, email: 'me@example.com' }, { submit: never });
    await settle();
    submitAndConfirm(actor);
    actor.send({ type: 'amount.change', amount: 3_000 });
    submitAndConfirm(actor);
    expect(actor.getSnapshot().context.amount).toBe(1_000);
    expect(calls.filter((call) => call.startsWith('submit'))).toHaveLength(1);
  });
});

describe('withdrawal: the verification gate (spec §5)', () => {
  it('not eligible for want of a passport: submit re-checks, then shows the message and opens the upload dialog', async () => {
    const { actor, calls } = start(
      { crystals: 3_250, email: 'me@example.com' },
      { eligibility: async () => needsPassport },
    );
    await settle();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'rechecking' });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context.error).toEqual({
      messageKey: 'validation.withdrawal.verificationRequired',
    });
    expect(calls).toEqual(['checkEligibility', 'checkEligibility', 'openVerification']);
  });

  it('by default the gate emits verification.open for the app to listen to', async () => {
    const machine = withdrawalMachine.provide({
      actors: {
        checkEligibility: fromPromise(async () => needsPassport),
        loadCards: fromPromise(async (): Promise<WithdrawalCard[]> => []),
      },
    });
    const actor = createActor(machine, { input: { crystals: 3_250 } }).start();
    const opened: string[] = [];
    actor.on('verification.open', (event) => opened.push(event.type));
    await settle();
    actor.send({ type: 'form.submit' });
    await settle();
    expect(opened).toEqual(['verification.open']);
  });

  it('the gate comes before the form’s own errors', async () => {
    const { actor, calls } = start({ crystals: 3_250 }, { eligibility: async () => needsPassport });
    await settle();
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(calls.at(-1)).toBe('openVerification');
  });

  it('a passport verified meanwhile: the re-check lets the submit through', async () => {
    let answer = needsPassport;
    const { actor, calls } = start(
      { crystals: 3_250, email: 'me@example.com' },
      { eligibility: async () => answer },
    );
    await settle();
    answer = eligible;
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ form: 'reviewing' });
    actor.send({ type: 'review.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ form: { confirmation: 'idle' } });
    expect(calls).not.toContain('openVerification');
    expect(actor.getSnapshot().context.eligibility).toEqual(eligible);
  });

  it('eligibility.recheck reads the eligibility again', async () => {
    let answer = needsPassport;
    const { actor } = start({ crystals: 3_250 }, { eligibility: async () => answer });
    await settle();
    answer = eligible;
    actor.send({ type: 'eligibility.recheck' });
    expect(actor.getSnapshot().value).toMatchObject({ form: 'checking' });
    await settle();
    expect(actor.getSnapshot().context.eligibility).toEqual(eligible);
  });

  it('not eligible for another reason (email not verified): the server’s reason, no dialog', async () => {
    const { actor, calls } = start(
      { crystals: 3_250, email: 'me@example.com' },
      {
        eligibility: async () => ({
          canWithdraw: false,
          reason: 'Please verify your email address before you withdraw.',
          verificationRequired: false,
        }),
      },
    );
    await settle();
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({
      serverMessage: 'Please verify your email address before you withdraw.',
    });
    expect(calls).not.toContain('openVerification');
  });

  it('the re-check fails: "Failed to check eligibility", nothing sent', async () => {
    let fail = false;
    const { actor, calls } = start(
      { crystals: 3_250, email: 'me@example.com' },
      { eligibility: async () => (fail ? Promise.reject(new Error('x')) : needsPassport) },
    );
    await settle();
    fail = true;
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.fallback.checkEligibility' });
    expect(calls.some((call) => call.startsWith('submit'))).toBe(false);
  });

  it('the server’s 403 on submit: the message and the upload dialog, eligibility marked', async () => {
    const { actor, calls } = start(
      { crystals: 3_250, email: 'me@example.com' },
      { submit: () => Promise.reject({ verificationRequired: true }) },
    );
    await settle();
    submitAndConfirm(actor);
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ form: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: { messageKey: 'validation.withdrawal.verificationRequired' },
      eligibility: { canWithdraw: false, verificationRequired: true },
    });
    expect(calls.at(-1)).toBe('openVerification');
  });
});

describe('withdrawal: the confirmation (spec §2: copyable transaction id, "Copied" for 2 s)', () => {
  async function confirmed(fakes: Fakes = {}) {
    const started = start({ crystals: 3_250, email: 'me@example.com' }, fakes);
    await settle();
    submitAndConfirm(started.actor);
    await settle();
    return started;
  }

  it('confirmation.copy copies the transaction id → copied, back to idle after exactly 2 s', async () => {
    const { actor, calls } = await confirmed();
    actor.send({ type: 'confirmation.copy' });
    expect(actor.getSnapshot().value).toMatchObject({ form: { confirmation: 'copying' } });
    await settle();
    expect(calls.at(-1)).toBe('copy tx-42');
    expect(actor.getSnapshot().value).toMatchObject({ form: { confirmation: 'copied' } });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(actor.getSnapshot().value).toMatchObject({ form: { confirmation: 'copied' } });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toMatchObject({ form: { confirmation: 'idle' } });
  });

  it('copying again while copied starts the 2 s over', async () => {
    const { actor } = await confirmed();
    actor.send({ type: 'confirmation.copy' });
    await settle();
    await vi.advanceTimersByTimeAsync(1_500);
    actor.send({ type: 'confirmation.copy' });
    await settle();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(actor.getSnapshot().value).toMatchObject({ form: { confirmation: 'copied' } });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toMatchObject({ form: { confirmation: 'idle' } });
  });

  it('a refused clipboard shows no confirmation', async () => {
    const { actor } = await confirmed({ copy: () => Promise.reject(new Error('denied')) });
    actor.send({ type: 'confirmation.copy' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ form: { confirmation: 'idle' } });
  });

  it('confirmation.close → editing, ready for another, the amount within the new balance', async () => {
    const { actor } = await confirmed();
    actor.send({ type: 'wallet.sync', crystals: 2_250 });
    actor.send({ type: 'confirmation.copy' });
    actor.send({ type: 'confirmation.close' });
    expect(actor.getSnapshot().value).toEqual({ cards: 'choosing', form: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      confirmation: null,
      crystals: 2_250,
      amount: 1_000,
      email: 'me@example.com',
    });
  });
});
