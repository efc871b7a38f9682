import { gCoinPacks } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { hostedPaymentMachine } from './hosted-payment.machine';
import type { PaymentLinkRequest } from './hosted-payment.machine';

const link = 'https://pay.example/sandbox/pay/p-1';
const aed = { code: 'AED', usd_rate: 3.6725 };
const threePack = gCoinPacks[1]!;

function start(getLink: (request: PaymentLinkRequest) => Promise<string> = async () => link) {
  const requests: PaymentLinkRequest[] = [];
  const redirects: string[] = [];
  const machine = hostedPaymentMachine.provide({
    actions: { redirect: (_, params) => redirects.push(params.paymentLink) },
    actors: {
      getPaymentLink: fromPromise(async ({ input }) => {
        requests.push(input);
        return getLink(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), requests, redirects };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = () => new Promise<string>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hosted payment (spec §2 Store, §7 Payments, §8 Payment)', () => {
  it('starts idle', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { currency: null, pack: null, paymentLink: null, error: null },
    });
  });

  it('idle ignores retry and reset', () => {
    const { actor } = start();
    actor.send({ type: 'payment.retry' });
    actor.send({ type: 'payment.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('idle → requestingLink on payment.start, asking for the pack in the currency', () => {
    const { actor, requests } = start(never);
    actor.send({ type: 'payment.start', currency: aed, pack: threePack });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'requestingLink',
      context: { currency: aed, pack: threePack },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(requests).toEqual([{ currency: aed, pack: threePack }]);
  });

  it('requestingLink ignores a second start', () => {
    const { actor, requests } = start(never);
    actor.send({ type: 'payment.start', currency: aed, pack: threePack });
    actor.send({ type: 'payment.start', currency: aed, pack: gCoinPacks[0]! });
    expect(requests).toHaveLength(1);
  });

  it('requestingLink → redirecting, sending the browser to the link once', async () => {
    const { actor, redirects } = start();
    actor.send({ type: 'payment.start', currency: aed, pack: threePack });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'redirecting', context: { paymentLink: link } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(redirects).toEqual([link]);
  });

  it("requestingLink → error with 'Failed to get payment link' when the call fails without a message", async () => {
    const { actor, redirects } = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'payment.start', currency: aed, pack: threePack });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.payment.paymentLinkFailed' } },
    });
    expect(redirects).toEqual([]);
  });

  it('requestingLink → error with the same key when the link is empty', async () => {
    const { actor, redirects } = start(async () => ' ');
    actor.send({ type: 'payment.start', currency: aed, pack: threePack });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.payment.paymentLinkFailed' }, paymentLink: null },
    });
    expect(redirects).toEqual([]);
  });

  it("requestingLink → error with the server's words", async () => {
    const { actor } = start(async () => {
      throw { serverMessage: 'Unsupported currency' };
    });
    actor.send({ type: 'payment.start', currency: { code: 'XYZ', usd_rate: 1 }, pack: threePack });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ serverMessage: 'Unsupported currency' });
  });

  it('redirecting ignores a new start; payment.reset (page restored from the cache) → idle', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'payment.start', currency: aed, pack: threePack });
    await settle();
    actor.send({ type: 'payment.start', currency: aed, pack: threePack });
    expect(actor.getSnapshot().value).toBe('redirecting');
    actor.send({ type: 'payment.reset' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { currency: null, pack: null, paymentLink: null, error: null },
    });
    expect(requests).toHaveLength(1);
  });

  it('error → idle on payment.retry, clearing the error', async () => {
    const { actor } = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'payment.start', currency: aed, pack: threePack });
    await settle();
    actor.send({ type: 'payment.start', currency: aed, pack: threePack });
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: null, pack: null } });
  });
});
