import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { paymentResultMachine } from './payment-result.machine';
import type { CompletePaymentOutput } from './payment-result.machine';

const completed: CompletePaymentOutput = { transactionId: 'tx-7', gCoinsCredited: 3 };

function start(
  paymentId: string | null | undefined,
  complete: (input: { paymentId: string }) => Promise<CompletePaymentOutput> = async () => completed,
  refresh: () => Promise<unknown> = async () => undefined,
) {
  const calls: string[] = [];
  const machine = paymentResultMachine.provide({
    actors: {
      completePayment: fromPromise(async ({ input }) => {
        calls.push(`complete ${input.paymentId}`);
        return complete(input);
      }),
      refreshWallet: fromPromise(async () => {
        calls.push('refresh');
        return refresh();
      }),
    },
  });
  return { actor: createActor(machine, { input: { paymentId } }).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment result (spec §2 Payment result pages)', () => {
  it('completing at once with the payment_id of the query', () => {
    const { actor, calls } = start(' pay-1 ', never);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'completing',
      context: { paymentId: 'pay-1', transactionId: null, error: null },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['complete pay-1']);
  });

  it('a missing or blank payment_id → error with the processing key, calling nothing', () => {
    for (const paymentId of [null, undefined, '', '  ']) {
      const { actor, calls } = start(paymentId);
      expect(actor.getSnapshot()).toMatchObject({
        value: 'error',
        context: { paymentId: null, error: { messageKey: 'errors.payment.processingError' } },
      });
      expect(calls).toEqual([]);
    }
  });

  it('error without a payment id ignores payment.retry', () => {
    const { actor, calls } = start(null);
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(calls).toEqual([]);
  });

  it('completing → refreshingWallet with the transaction id', async () => {
    const { actor, calls } = start('pay-1', undefined, never);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'refreshingWallet',
      context: { transactionId: 'tx-7', gCoinsCredited: 3 },
    });
    expect(calls).toEqual(['complete pay-1', 'refresh']);
  });

  it('refreshingWallet → success (final)', async () => {
    const { actor } = start('pay-1');
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'success',
      status: 'done',
      context: { transactionId: 'tx-7', error: null },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
  });

  it('refreshingWallet → success even when the wallet reload fails', async () => {
    const { actor } = start('pay-1', undefined, async () => {
      throw new Error('offline');
    });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'success', context: { transactionId: 'tx-7' } });
  });

  it("completing → error with the server's words", async () => {
    const { actor, calls } = start('pay-1', async () => {
      throw { serverMessage: 'Payment has not been paid yet' };
    });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { serverMessage: 'Payment has not been paid yet' }, transactionId: null },
    });
    expect(calls).toEqual(['complete pay-1']);
  });

  it('completing → error with the processing key when the failure has no message', async () => {
    const { actor } = start('pay-1', async () => {
      throw new Error('boom');
    });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.payment.processingError' });
  });

  it('error → completing on payment.retry, clearing the error, then success', async () => {
    let attempt = 0;
    const { actor, calls } = start('pay-1', async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('boom');
      return completed;
    });
    await settle();
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'completing', context: { error: null } });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(calls).toEqual(['complete pay-1', 'complete pay-1', 'refresh']);
  });
});
