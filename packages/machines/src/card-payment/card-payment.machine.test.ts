import { gCoinPacks, timersMs } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { cardPaymentMachine } from './card-payment.machine';
import type { CompleteOrderOutput } from './card-payment.machine';

type Fakes = {
  createOrder?: (input: { amountCents: number }) => Promise<string>;
  captureOrder?: (input: { orderId: string }) => Promise<unknown>;
  completeOrder?: (input: { orderId: string }) => Promise<CompleteOrderOutput>;
  refreshWallet?: () => Promise<unknown>;
};

const credited: CompleteOrderOutput = { transactionId: 'tx-1', gCoinsCredited: 6, firstPurchaseBonus: 3 };

function start(fakes: Fakes = {}, input: { orderId?: string | null } = {}) {
  const calls: string[] = [];
  const machine = cardPaymentMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input: args }) => {
        calls.push(`create ${args.amountCents}`);
        return (fakes.createOrder ?? (async () => 'ORDER-1'))(args);
      }),
      captureOrder: fromPromise(async ({ input: args }) => {
        calls.push(`capture ${args.orderId}`);
        return (fakes.captureOrder ?? (async () => ({})))(args);
      }),
      completeOrder: fromPromise(async ({ input: args }) => {
        calls.push(`complete ${args.orderId}`);
        return (fakes.completeOrder ?? (async () => credited))(args);
      }),
      refreshWallet: fromPromise(async () => {
        calls.push('refresh');
        return (fakes.refreshWallet ?? (async () => undefined))();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});
const threePack = gCoinPacks[1]!;

async function approved(fakes: Fakes = {}) {
  const started = start(fakes);
  started.actor.send({ type: 'payment.start', pack: threePack });
  await settle();
  started.actor.send({ type: 'payment.approved' });
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('card payment (spec §4 Card payment flow, §8 Payment)', () => {
  it('starts idle with nothing bought', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: {
        amountCents: null,
        orderId: null,
        transactionId: null,
        gCoinsCredited: 0,
        firstPurchaseBonus: 0,
        error: null,
      },
    });
  });

  it('resumes at awaitingApproval with the order id of the return URL', () => {
    const { actor, calls } = start({}, { orderId: 'ORDER-9' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'awaitingApproval', context: { orderId: 'ORDER-9' } });
    expect(calls).toEqual([]);
  });

  it('an empty order id in the input starts idle', () => {
    expect(start({}, { orderId: '' }).actor.getSnapshot().value).toBe('idle');
    expect(start({}, { orderId: null }).actor.getSnapshot().value).toBe('idle');
  });

  it('idle → creatingOrder on payment.start with a pack, creating an order for its price', () => {
    const { actor, calls } = start({ createOrder: never });
    actor.send({ type: 'payment.start', pack: threePack });
    expect(actor.getSnapshot()).toMatchObject({ value: 'creatingOrder', context: { amountCents: 1486 } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['create 1486']);
  });

  it('idle → creatingOrder on payment.start with an amount in cents', () => {
    const { actor, calls } = start({ createOrder: never });
    actor.send({ type: 'payment.start', amountCents: 550 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'creatingOrder', context: { amountCents: 550 } });
    expect(calls).toEqual(['create 550']);
  });

  it('idle ignores payment.start with no usable amount', () => {
    const { actor, calls } = start();
    for (const amountCents of [0, -550, 5.5, Number.NaN]) actor.send({ type: 'payment.start', amountCents });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('idle ignores the events of later steps', () => {
    const { actor } = start();
    for (const type of [
      'payment.approved',
      'payment.cancelled',
      'payment.failed',
      'payment.retry',
    ] as const) {
      actor.send({ type });
    }
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('creatingOrder → awaitingApproval with the order id', async () => {
    const { actor } = start();
    actor.send({ type: 'payment.start', pack: threePack });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'awaitingApproval', context: { orderId: 'ORDER-1' } });
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
  });

  it("creatingOrder → error with 'Failed to create order' when the failure has no message", async () => {
    const { actor } = start({
      createOrder: async () => {
        throw new Error('boom');
      },
    });
    actor.send({ type: 'payment.start', pack: threePack });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.payment.createOrderFailed' }, orderId: null },
    });
  });

  it("creatingOrder → error with the server's words", async () => {
    const { actor } = start({
      createOrder: async () => {
        throw { serverMessage: 'Invalid amount: choose one of the GCoin packs.' };
      },
    });
    actor.send({ type: 'payment.start', amountCents: 999 });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({
      serverMessage: 'Invalid amount: choose one of the GCoin packs.',
    });
  });

  it("awaitingApproval → error on payment.cancelled with 'Payment was cancelled'", async () => {
    const { actor, calls } = start();
    actor.send({ type: 'payment.start', pack: threePack });
    await settle();
    actor.send({ type: 'payment.cancelled' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.payment.cancelled' } },
    });
    expect(calls).toEqual(['create 1486']);
  });

  it("awaitingApproval → error on payment.failed with 'PayPal encountered an error…'", async () => {
    const { actor } = start({}, { orderId: 'ORDER-9' });
    actor.send({ type: 'payment.failed' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.payment.paypalError' } },
    });
  });

  it('awaitingApproval → waitingBeforeCapture on payment.approved, capturing only after 1 s', async () => {
    const { actor, calls } = await approved({ captureOrder: never });
    expect(actor.getSnapshot().value).toBe('waitingBeforeCapture');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture - 1);
    expect(actor.getSnapshot().value).toBe('waitingBeforeCapture');
    expect(calls).toEqual(['create 1486']);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('capturing');
    expect(calls).toEqual(['create 1486', 'capture ORDER-1']);
  });

  it('payment.approved may name the order the provider approved', async () => {
    const { actor, calls } = start({ captureOrder: never }, { orderId: 'ORDER-9' });
    actor.send({ type: 'payment.approved', orderId: 'ORDER-10' });
    expect(actor.getSnapshot().context.orderId).toBe('ORDER-10');
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture);
    expect(calls).toEqual(['capture ORDER-10']);
  });

  it('waitingBeforeCapture ignores cancel and retry', async () => {
    const { actor } = await approved();
    actor.send({ type: 'payment.cancelled' });
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('waitingBeforeCapture');
  });

  it('capturing → waitingBeforeClaim, claiming only after 1 s', async () => {
    const { actor, calls } = await approved({ completeOrder: never });
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture);
    expect(actor.getSnapshot().value).toBe('waitingBeforeClaim');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeClaim - 1);
    expect(actor.getSnapshot().value).toBe('waitingBeforeClaim');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('claiming');
    expect(calls).toEqual(['create 1486', 'capture ORDER-1', 'complete ORDER-1']);
  });

  it("capturing → error with 'An error occurred during payment processing'", async () => {
    const { actor, calls } = await approved({
      captureOrder: async () => {
        throw new Error('boom');
      },
    });
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.payment.processingError' } },
    });
    expect(calls).not.toContain('complete ORDER-1');
  });

  it("capturing → error with the server's words", async () => {
    const { actor } = await approved({
      captureOrder: async () => {
        throw { serverMessage: 'Payment has not been approved yet' };
      },
    });
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture);
    expect(actor.getSnapshot().context.error).toEqual({ serverMessage: 'Payment has not been approved yet' });
  });

  it('claiming → refreshingWallet with the transaction, the GCoins and the first-purchase bonus', async () => {
    const { actor, calls } = await approved({ refreshWallet: never });
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture + timersMs.paymentWaitBeforeClaim);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'refreshingWallet',
      context: { transactionId: 'tx-1', gCoinsCredited: 6, firstPurchaseBonus: 3, error: null },
    });
    expect(calls.at(-1)).toBe('refresh');
  });

  it('claiming → error with the processing key, or a message key the actor gives', async () => {
    const failing = await approved({
      completeOrder: async () => {
        throw new Error('boom');
      },
    });
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture + timersMs.paymentWaitBeforeClaim);
    expect(failing.actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.payment.processingError' }, transactionId: null },
    });

    const unauthorised = await approved({
      completeOrder: async () => {
        throw { messageKey: 'errors.auth.authenticationFailed' };
      },
    });
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture + timersMs.paymentWaitBeforeClaim);
    expect(unauthorised.actor.getSnapshot().context.error).toEqual({
      messageKey: 'errors.auth.authenticationFailed',
    });
  });

  it('refreshingWallet → success', async () => {
    const { actor, calls } = await approved();
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture + timersMs.paymentWaitBeforeClaim);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'success',
      context: { transactionId: 'tx-1', gCoinsCredited: 6, firstPurchaseBonus: 3, error: null },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual(['create 1486', 'capture ORDER-1', 'complete ORDER-1', 'refresh']);
  });

  it('refreshingWallet → success even when the wallet reload fails (the GCoins are credited)', async () => {
    const { actor } = await approved({
      refreshWallet: async () => {
        throw new Error('offline');
      },
    });
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture + timersMs.paymentWaitBeforeClaim);
    expect(actor.getSnapshot()).toMatchObject({ value: 'success', context: { error: null } });
  });

  it('a resumed order runs to success', async () => {
    const { actor, calls } = start({}, { orderId: 'ORDER-9' });
    actor.send({ type: 'payment.approved' });
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture + timersMs.paymentWaitBeforeClaim);
    expect(actor.getSnapshot().value).toBe('success');
    expect(calls).toEqual(['capture ORDER-9', 'complete ORDER-9', 'refresh']);
  });

  it('success → idle on payment.reset, clearing the purchase', async () => {
    const { actor } = await approved();
    await vi.advanceTimersByTimeAsync(timersMs.paymentWaitBeforeCapture + timersMs.paymentWaitBeforeClaim);
    actor.send({ type: 'payment.start', amountCents: 550 });
    expect(actor.getSnapshot().value).toBe('success');
    actor.send({ type: 'payment.reset' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: {
        amountCents: null,
        orderId: null,
        transactionId: null,
        gCoinsCredited: 0,
        firstPurchaseBonus: 0,
      },
    });
  });

  it('error → idle on payment.retry, clearing the error; a new start creates a new order', async () => {
    let attempt = 0;
    const { actor, calls } = start({
      createOrder: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('boom');
        return 'ORDER-2';
      },
    });
    actor.send({ type: 'payment.start', pack: threePack });
    await settle();
    actor.send({ type: 'payment.approved' });
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: null, orderId: null } });
    actor.send({ type: 'payment.start', pack: threePack });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'awaitingApproval', context: { orderId: 'ORDER-2' } });
    expect(calls).toEqual(['create 1486', 'create 1486']);
  });
});
